import { createTheme, type MantineThemeOverride } from '@mantine/core';
import { buildPalette, isHexColor } from './palette';

export interface BrandColors {
  primaryColor?: string | null;
  secondaryColor?: string | null;
}

/** Used until (or when) the company customisation arrives: the portal's own purple and magenta. */
export const DEFAULT_BRAND = { primaryColor: '#7b2cbf', secondaryColor: '#c2185b' } as const;

/** The Mantine theme of the portal from the company's customisation colours (spec 000 §3 user settings). */
export function buildTheme(colors: BrandColors = {}): MantineThemeOverride {
  const primary = isHexColor(colors.primaryColor) ? colors.primaryColor : DEFAULT_BRAND.primaryColor;
  const secondary = isHexColor(colors.secondaryColor) ? colors.secondaryColor : DEFAULT_BRAND.secondaryColor;
  return createTheme({
    colors: { brand: buildPalette(primary), accent: buildPalette(secondary) },
    primaryColor: 'brand',
    primaryShade: 6,
    autoContrast: true,
    focusRing: 'auto',
    defaultRadius: 'md',
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    // The spec's breakpoints: 575, 768, 992 and 1280 pixels.
    breakpoints: { xs: '36em', sm: '48em', md: '62em', lg: '80em', xl: '90em' },
  });
}
