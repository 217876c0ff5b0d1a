import '@mantine/core/styles.css';
import './theme/accessible-borders.css';
import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { LazyNotifications } from './notifications/lazy-notifications';
import { createQueryClient } from './query-client';
import { BrandedMantineProvider } from './theme/branded-mantine-provider';

/** What every screen needs outside the router: server cache, themed Mantine and notifications. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <BrandedMantineProvider>
        <LazyNotifications />
        {children}
      </BrandedMantineProvider>
    </QueryClientProvider>
  );
}
