import { describe, expect, it } from 'vitest';
import { textHashExample } from './evidence-page.ts';
import { conditionTextHash, normalisedConditionText } from './text-hash.ts';

/**
 * Known answers pin the exact hashed form of a condition's text (decision 031): any change to the
 * normalisation or the JSON form changes these hashes, which outsiders hold in their receipts.
 * Each answer was computed outside the app: printf '%s' '<form>' | sha256sum.
 */
describe('the condition text hash', () => {
  it('is the SHA-256 of the compact JSON [title, text], non-ASCII as is', () => {
    expect(normalisedConditionText('Betaaltermijn', 'Facturen worden binnen 30 dagen betaald.')).toBe(
      '["Betaaltermijn","Facturen worden binnen 30 dagen betaald."]',
    );
    expect(conditionTextHash('Betaaltermijn', 'Facturen worden binnen 30 dagen betaald.')).toBe(
      'e7f9ae20bc097e56bcde84819b2d2b2153ae95f865fe74e8084d7700f7477dc2',
    );
    expect(normalisedConditionText(textHashExample.title, textHashExample.text)).toBe(textHashExample.form);
    expect(conditionTextHash(textHashExample.title, textHashExample.text)).toBe(
      '9f3d0b110076bf9229a6fe9c861cb5a93cb68fe1b8ce4edb8a3f799fa84917bd',
    );
  });

  it('normalises to NFC, \\n line ends, no trailing blanks per line, trimmed', () => {
    const decomposed = 'Levering binnen e\u0301e\u0301n week, franco huis.';
    expect(conditionTextHash(' Levering\t', `${decomposed}  \r\n`)).toBe(textHashExample.hash);
    expect(normalisedConditionText('A', 'regel 1 \t\r\nregel 2\rregel 3')).toBe(
      '["A","regel 1\\nregel 2\\nregel 3"]',
    );
  });
});
