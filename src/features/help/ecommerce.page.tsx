import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { helpMessages } from './messages';

const m = helpMessages.ecommerce;

/** /ecommerce: the two external marketplace links (spec 001 §2). */
export default function EcommercePage() {
  return (
    <Stack gap="lg">
      <Title order={1}>{m.title}</Title>
      <Text>{m.intro}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {m.stores.map((store) => (
          <Paper key={store.url} withBorder radius="md" p="lg">
            <Anchor
              href={store.url}
              target="_blank"
              rel="noopener noreferrer"
              fw={700}
              c="violet.9"
              underline="always"
            >
              {store.name}{' '}
              <Text span size="sm">
                {m.opens}
              </Text>
            </Anchor>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
