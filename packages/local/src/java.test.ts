import { describe, expect, it } from 'vitest';
import { findJava, JavaMissingError, parseJavaMajorVersion } from './java.ts';

describe('parseJavaMajorVersion', () => {
  it.each([
    [
      'openjdk version "17.0.15" 2025-04-15\nOpenJDK Runtime Environment (build 17.0.15+6-Debian-1deb12u1)',
      17,
    ],
    ['openjdk version "21" 2023-09-19', 21],
    ['openjdk version "22-ea" 2024-03-19', 22],
    ['java version "1.8.0_292"\nJava(TM) SE Runtime Environment (build 1.8.0_292-b10)', 8],
    ['openjdk version "11.0.22" 2024-01-16 LTS', 11],
    ['java version "25.0.1" 2025-10-21 LTS', 25],
  ])('reads %j as %i', (output, major) => {
    expect(parseJavaMajorVersion(output)).toBe(major);
  });

  it('gives undefined for output without a version', () => {
    expect(parseJavaMajorVersion('bash: java: command not found')).toBeUndefined();
  });
});

describe('findJava', () => {
  it('explains how to install Java when there is none', () => {
    const env = { PATH: '/nonexistent', JAVA_HOME: '/nonexistent' };
    expect(() => findJava(env)).toThrow(JavaMissingError);
    expect(() => findJava(env)).toThrow(/apt-get install -y openjdk-17-jre-headless/);
    expect(() => findJava(env)).toThrow(/brew install openjdk@17/);
  });
});
