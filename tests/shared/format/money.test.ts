import { describe, expect, it } from 'vitest';
import { formatMoney } from '@/shared/format';

describe('formatMoney', () => {
  it('shows MXN with the $ symbol, es-MX grouping and up to two decimals', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.5');
    expect(formatMoney(1234.567)).toBe('$1,234.57');
    expect(formatMoney(1000000)).toBe('$1,000,000');
  });

  it('shows no decimals for whole amounts and keeps cents', () => {
    expect(formatMoney(0)).toBe('$0');
    expect(formatMoney(99.05)).toBe('$99.05');
  });

  it('marks negative amounts', () => {
    expect(formatMoney(-250)).toBe('-$250');
  });
});
