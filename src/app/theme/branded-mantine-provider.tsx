import { useMemo, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { companyCustomizeQuery } from '@/shared/company';
import { buildTheme } from './build-theme';
import { accessibleCssVariables } from './css-variables';

/** Mantine with the company's colours; the default palette serves while they load or if the call fails. */
export function BrandedMantineProvider({ children }: { children: ReactNode }) {
  const { data } = useQuery(companyCustomizeQuery());
  const primaryColor = data?.primaryColor;
  const secondaryColor = data?.secondaryColor;
  const theme = useMemo(() => buildTheme({ primaryColor, secondaryColor }), [primaryColor, secondaryColor]);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={accessibleCssVariables}>
      {children}
    </MantineProvider>
  );
}
