import '@mantine/dates/styles.css';
import type { ReactNode } from 'react';
import { DatesProvider } from '@mantine/dates';
import { DATE_LOCALE } from '@/shared/format/dates';

/**
 * Mantine dates in es-MX. Wrap only the screens that use date pickers (the consoles' layouts do), so
 * @mantine/dates stays out of the first route's bundle.
 */
export function EsMxDatesProvider({ children }: { children: ReactNode }) {
  return <DatesProvider settings={{ locale: DATE_LOCALE }}>{children}</DatesProvider>;
}
