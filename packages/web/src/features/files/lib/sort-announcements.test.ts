import type { Active, Over } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { imageSortAnnouncements } from './sort-announcements';

const images = [
  { id: 'a', name: 'gevel.png' },
  { id: 'b', name: 'hal.jpg' },
  { id: 'c', name: 'dak.webp' },
];
const active = { id: 'a' } as Active;
const over = (id: string) => ({ id }) as Over;

describe('Dutch announcements while sorting images', () => {
  const say = imageSortAnnouncements(images);

  it('names the image and its position', () => {
    expect(say.onDragStart({ active })).toBe('gevel.png opgepakt, op positie 1 van 3.');
    expect(say.onDragOver({ active, over: over('c') })).toBe('gevel.png verplaatst naar positie 3 van 3.');
    expect(say.onDragOver({ active, over: over('a') })).toBe('gevel.png staat op positie 1 van 3.');
    expect(say.onDragEnd({ active, over: over('b') })).toBe('gevel.png neergezet op positie 2 van 3.');
    expect(say.onDragCancel({ active, over: null })).toBe(
      'Verplaatsen geannuleerd. gevel.png staat weer op positie 1 van 3.',
    );
  });

  it('says so when the image is over no place', () => {
    expect(say.onDragOver({ active, over: null })).toBe('gevel.png staat nergens.');
    expect(say.onDragEnd({ active, over: null })).toBe('gevel.png neergezet op de oude plek.');
  });
});
