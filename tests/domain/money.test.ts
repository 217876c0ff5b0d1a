import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../domain/money';

describe('money in es-MX pesos', () => {
  it('writes any fraction with two decimals', () => {
    expect(formatMoney(189.5)).toBe('$189.50');
    expect(formatMoney(225.5)).toBe('$225.50');
    expect(formatMoney(1234.567)).toBe('$1,234.57');
    expect(formatMoney(99.05)).toBe('$99.05');
  });

  it('drops the decimals of whole amounts', () => {
    expect(formatMoney(1000000)).toBe('$1,000,000');
    expect(formatMoney(0)).toBe('$0');
    expect(formatMoney(99.999)).toBe('$100');
  });

  it('keeps the sign before the symbol', () => {
    expect(formatMoney(-250)).toBe('-$250');
    expect(formatMoney(-0.5)).toBe('-$0.50');
  });
});
