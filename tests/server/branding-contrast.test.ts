import { describe, expect, it } from 'vitest';
import { demoBranding } from '../../server/db/seed/seed.js';

/** WCAG 2.x relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => {
    const channel = parseInt(hex.slice(i, i + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('demo branding', () => {
  it('checks contrast the WCAG way', () => {
    expect(contrast('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrast('#e0218a', '#ffffff')).toBeLessThan(4.5);
  });

  it.each([demoBranding.primaryColor, demoBranding.secondaryColor])(
    'gives white text at least AA contrast (4.5:1) on %s',
    (colour) => {
      expect(contrast(colour, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    },
  );
});
