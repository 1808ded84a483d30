import { describe, expect, it } from 'vitest';
import { formatIban, isValidIban, normaliseIban } from './iban.ts';
import {
  isPlausiblePhone,
  isValidBic,
  isValidDutchPostcode,
  isValidKvk,
  isValidVat,
  normalisePostcode,
  normaliseVat,
} from './rules.ts';

describe('IBAN', () => {
  it('accepts valid IBANs with or without spaces, in any case', () => {
    expect(isValidIban('NL91ABNA0417164300')).toBe(true);
    expect(isValidIban('nl91 abna 0417 1643 00')).toBe(true);
    expect(isValidIban('DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(isValidIban('BE68 5390 0754 7034')).toBe(true);
  });
  it('rejects a wrong check digit, a wrong length and rubbish', () => {
    expect(isValidIban('NL91ABNA0417164301')).toBe(false);
    expect(isValidIban('NL91ABNA041716430')).toBe(false);
    expect(isValidIban('hallo')).toBe(false);
  });
  it('normalises and formats', () => {
    expect(normaliseIban(' nl91 abna 0417 1643 00 ')).toBe('NL91ABNA0417164300');
    expect(formatIban('NL91ABNA0417164300')).toBe('NL91 ABNA 0417 1643 00');
  });
});

describe('Dutch registration numbers and addresses', () => {
  it('checks BIC', () => {
    expect(isValidBic('ABNANL2A')).toBe(true);
    expect(isValidBic('rabonl2u')).toBe(true);
    expect(isValidBic('INGBNL2AXXX')).toBe(true);
    expect(isValidBic('ABN')).toBe(false);
  });
  it('checks KvK-nummer: 8 digits', () => {
    expect(isValidKvk('12345678')).toBe(true);
    expect(isValidKvk('1234567')).toBe(false);
    expect(isValidKvk('1234567a')).toBe(false);
  });
  it('checks BTW-nummer: NL format and other EU formats', () => {
    expect(isValidVat('NL123456789B01')).toBe(true);
    expect(isValidVat('nl 1234.56789.b01')).toBe(true);
    expect(normaliseVat('nl 1234.56789.b01')).toBe('NL123456789B01');
    expect(isValidVat('DE123456789')).toBe(true);
    expect(isValidVat('BE0123456789')).toBe(true);
    expect(isValidVat('NL123456789')).toBe(false);
    expect(isValidVat('US123456789')).toBe(false);
  });
  it('checks and normalises Dutch postcodes', () => {
    expect(normalisePostcode('1234ab')).toBe('1234 AB');
    expect(isValidDutchPostcode('1234ab')).toBe(true);
    expect(isValidDutchPostcode('1234 AB')).toBe(true);
    expect(isValidDutchPostcode('0123 AB')).toBe(false);
    expect(isValidDutchPostcode('1234 SS')).toBe(false);
    expect(isValidDutchPostcode('12345')).toBe(false);
  });
  it('checks phone numbers loosely', () => {
    expect(isPlausiblePhone('020-123 45 67')).toBe(true);
    expect(isPlausiblePhone('+31 (0)6 12345678')).toBe(true);
    expect(isPlausiblePhone('bel me')).toBe(false);
    expect(isPlausiblePhone('123')).toBe(false);
  });
});
