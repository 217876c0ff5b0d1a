import type { CSSVariablesResolver } from '@mantine/core';

/**
 * Mantine's default error (red 6) and dimmed (gray 6) texts fall below 4.5:1 on white; use the
 * darker shades so validation messages and secondary text meet WCAG AA.
 */
export const accessibleCssVariables: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-7)',
  },
  dark: {},
});
