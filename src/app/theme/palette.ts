import { colorsTuple, type MantineColorsTuple } from '@mantine/core';

type Rgb = readonly [number, number, number];

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];
const HEX = /^#([0-9a-f]{6})$/i;

/** WCAG AA for normal text, with a margin for Mantine's tinted "light" backgrounds. */
const TARGET_CONTRAST_ON_WHITE = 5.2;

export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && HEX.test(value);
}

function toRgb(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function mix([r, g, b]: Rgb, [r2, g2, b2]: Rgb, amount: number): Rgb {
  return [r + (r2 - r) * amount, g + (g2 - g) * amount, b + (b2 - b) * amount];
}

function channel(c: number): number {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of a #rrggbb colour. */
function relativeLuminance(hex: string): number {
  const [r, g, b] = toRgb(hex);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio between two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [relativeLuminance(a), relativeLuminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** The colour, darkened just enough that white text on it and it as text on white pass AA. */
export function accessibleShade(hex: string, target = TARGET_CONTRAST_ON_WHITE): string {
  const rgb = toRgb(hex);
  for (let step = 0; step <= 20; step += 1) {
    const candidate = toHex(mix(rgb, BLACK, step * 0.05));
    if (contrastRatio(candidate, '#ffffff') >= target) return candidate;
  }
  return '#000000';
}

/**
 * A Mantine ten-shade palette around a brand colour. Shade 6 (the theme's primary shade) is the
 * brand colour made accessible; lighter shades mix in white, darker ones black.
 */
export function buildPalette(hex: string): MantineColorsTuple {
  const base = toRgb(accessibleShade(hex));
  const tints = [0.92, 0.82, 0.66, 0.5, 0.34, 0.16].map((w) => toHex(mix(base, WHITE, w)));
  const shades = [0.18, 0.34, 0.5].map((b) => toHex(mix(base, BLACK, b)));
  return colorsTuple([...tints, toHex(base), ...shades]);
}
