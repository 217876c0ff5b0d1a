import '@mantine/core/styles.css';
import './theme/accessible-borders.css';
import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { LazyNotifications } from './notifications/lazy-notifications';
import { createQueryClient } from './query-client';
import { BrandedMantineProvider } from './theme/branded-mantine-provider';

export interface AppProvidersProps {
  children: ReactNode;
  /** A cache already holding the prerendered page's data (docs/decisions/0197-prerendered-visitor-home.md). */
  queryClient?: QueryClient;
}

/** What every screen needs outside the router: server cache, themed Mantine and notifications. */
export function AppProviders({ children, queryClient: given }: AppProvidersProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <BrandedMantineProvider>
        <LazyNotifications />
        {children}
      </BrandedMantineProvider>
    </QueryClientProvider>
  );
}
