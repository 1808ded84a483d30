import { describe, expect, it } from 'vitest';
import { formatAmount, formatAmountInput, parseAmount } from './format-amount';

describe('euro amounts', () => {
  it('shows amounts the Dutch way', () => {
    expect(formatAmount(1234.56)).toBe('€\u00a01.234,56');
    expect(formatAmount(0)).toBe('€\u00a00,00');
    expect(formatAmountInput(1234.5)).toBe('1.234,50');
    expect(formatAmountInput(null)).toBe('');
    expect(formatAmountInput(undefined)).toBe('');
  });

  it('reads what people type', () => {
    expect(parseAmount('1234,56')).toBe(1234.56);
    expect(parseAmount('1.234,56')).toBe(1234.56);
    expect(parseAmount(' € 1.234 ')).toBe(1234);
    expect(parseAmount('1.234.567')).toBe(1234567);
    expect(parseAmount('1234.5')).toBe(1234.5);
    expect(parseAmount('12.5')).toBe(12.5);
    expect(parseAmount('0')).toBe(0);
  });

  it('answers null for nothing and NaN for nonsense, so the schema can say why', () => {
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('   ')).toBeNull();
    expect(parseAmount('tien')).toBeNaN();
    expect(parseAmount('1,2,3')).toBeNaN();
  });
});
