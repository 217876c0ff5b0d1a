import { useMemo, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { companyCustomizeQuery } from '@/shared/company';
import { setCompanyTimeZone } from '@/shared/format/company-time-zone';
import { buildTheme } from './build-theme';
import { accessibleCssVariables } from './css-variables';

/**
 * Mantine with the company's colours; the default palette serves while they load or if the call fails. The same
 * reply carries the company's time zone, set before the pages below render their dates.
 */
export function BrandedMantineProvider({ children }: { children: ReactNode }) {
  const { data } = useQuery(companyCustomizeQuery());
  setCompanyTimeZone(data?.timeZone);
  const primaryColor = data?.primaryColor;
  const secondaryColor = data?.secondaryColor;
  const theme = useMemo(() => buildTheme({ primaryColor, secondaryColor }), [primaryColor, secondaryColor]);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={accessibleCssVariables}>
      {children}
    </MantineProvider>
  );
}
