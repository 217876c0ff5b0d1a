import { describe, expect, it } from 'vitest';
import { formatMoney } from '@/shared/format';

describe('formatMoney on the pages', () => {
  it('is the domain rule: two decimals for any fraction, none for whole amounts', () => {
    expect(formatMoney(189.5)).toBe('$189.50');
    expect(formatMoney(1000)).toBe('$1,000');
  });
});
