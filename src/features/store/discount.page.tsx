import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { paths } from '@/shared/routing';
import { useSession } from '@/shared/session';
import { storeQueries } from './api';
import { LogoCard } from './components/logo-card';
import { storeMessages } from './messages';
import { previewItems, QueryState, VisitorBlocker } from '@/shared/ui';

/** /discount: 'Beneficios Pride', one logo card per provider (spec 000 §2). */
export default function DiscountPage() {
  const { signedIn } = useSession();
  const providers = useQuery(storeQueries.providers());
  return (
    <Stack gap="lg">
      <Title order={1}>{storeMessages.titles.discount}</Title>
      <QueryState query={providers}>
        {(list) => (
          <>
            <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }}>
              {previewItems(list, signedIn).map((provider) => (
                <LogoCard
                  key={provider.id}
                  to={paths.provider(provider.id)}
                  logo={provider.providerLogo}
                  name={provider.name}
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
