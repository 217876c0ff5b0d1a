import { Alert, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { formatMoney } from '@/shared/format';
import { paths } from '@/shared/routing';
import { useSession } from '@/shared/session';
import { storeQueries } from './api';
import { LogoCard } from './components/logo-card';
import { storeMessages } from './messages';
import { previewItems, QueryState, VisitorBlocker } from '@/shared/ui';
import { FOUNDATION_DESCRIPTION_MAX, truncate } from './truncate';

// The charts library stays in this page's own chunk.
const DonationsDashboard = lazy(() => import('./donations-dashboard'));
const c = storeMessages.caring;

/** /caring-community: the running total, the invitation, the dashboard and the foundations (spec 001 §2). */
export default function CaringCommunityPage() {
  const { signedIn } = useSession();
  const stats = useQuery(storeQueries.donationStats());
  const foundations = useQuery(storeQueries.foundations());
  return (
    <Stack gap="lg">
      <Title order={1}>{storeMessages.titles.caringCommunity}</Title>
      {stats.data ? (
        <Text size="xl" fw={700}>
          {c.cumulative(formatMoney(stats.data.total))}
        </Text>
      ) : null}
      <Alert color="grape" variant="light">
        {c.invitation}
      </Alert>
      {stats.data ? (
        <Suspense fallback={null}>
          <DonationsDashboard stats={stats.data} />
        </Suspense>
      ) : null}
      <QueryState query={foundations}>
        {(list) => (
          <>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
              {previewItems(list, signedIn).map((foundation) => (
                <LogoCard
                  key={foundation.id}
                  to={paths.foundation(foundation.id)}
                  logo={foundation.providerLogo}
                  name={foundation.name}
                  description={truncate(foundation.info, FOUNDATION_DESCRIPTION_MAX)}
                />
              ))}
            </SimpleGrid>
            {signedIn ? null : <VisitorBlocker />}
          </>
        )}
      </QueryState>
    </Stack>
  );
}
