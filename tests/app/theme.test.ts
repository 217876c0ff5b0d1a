import { describe, expect, it } from 'vitest';
import { buildTheme, DEFAULT_BRAND } from '@/app/theme/build-theme';
import { accessibleShade, buildPalette, contrastRatio } from '@/app/theme/palette';

const AA = 4.5;

describe('theme from the company colours', () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it.each(['#ffff00', '#7fffd4', '#ff69b4', '#7b2cbf', '#000080', '#ffffff'])(
    'makes %s usable for text on white and under white text',
    (colour) => {
      const palette = buildPalette(colour);
      expect(palette).toHaveLength(10);
      expect(contrastRatio(palette[6], '#ffffff')).toBeGreaterThanOrEqual(AA);
      expect(contrastRatio(palette[8], '#ffffff')).toBeGreaterThanOrEqual(AA);
      expect(contrastRatio(palette[9], palette[0])).toBeGreaterThanOrEqual(AA);
    },
  );

  it('keeps a colour that already passes as it is', () => {
    expect(accessibleShade('#1a1a2e')).toBe('#1a1a2e');
    expect(accessibleShade('#ffff00')).not.toBe('#ffff00');
  });

  it('uses the company colours as primary and accent, and the defaults when they are missing or malformed', () => {
    const branded = buildTheme({ primaryColor: '#123456', secondaryColor: '#654321' });
    expect(branded.primaryColor).toBe('brand');
    expect(branded.colors?.brand?.[6]).toBe('#123456');
    expect(branded.colors?.accent?.[6]).toBe(accessibleShade('#654321'));

    const fallback = buildTheme({ primaryColor: 'rojo', secondaryColor: null });
    expect(fallback.colors?.brand?.[6]).toBe(accessibleShade(DEFAULT_BRAND.primaryColor));
    expect(fallback.colors?.accent?.[6]).toBe(accessibleShade(DEFAULT_BRAND.secondaryColor));
  });
});
