import { Badge, Button, Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatMoney } from '@/shared/format';
import type { DirectorySettings, DirectoryType } from '../api';
import { directoryMessages } from '../messages';

const r = directoryMessages.registration;

/** The packages (spec 001 §3 directory type): price per month ("más IVA" when hasTax), benefits, images. */
export function PackageStep({
  types,
  settings,
  onChoose,
}: {
  types: DirectoryType[];
  settings: DirectorySettings;
  onChoose(type: DirectoryType): void;
}) {
  const amount = formatMoney(settings.customizeValues.Amount);
  return (
    <Stack>
      <Title order={2}>{r.choosePackage}</Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {types.map((t) => (
          <Card key={t.directoryTypeId} withBorder radius="md" padding="lg">
            <Stack gap="xs" h="100%">
              <Title order={3} size="h4">
                {t.directoryTypeName}
              </Title>
              <Text fw={700} size="lg">
                {t.monthlyPrice > 0 ? r.perMonth(formatMoney(t.monthlyPrice)) : r.free}
                {t.monthlyPrice > 0 && settings.hasTax ? ` ${r.plusTax}` : ''}
              </Text>
              <Text size="sm">{t.shortDescription}</Text>
              <Text size="sm" c="dimmed">
                {t.description.replaceAll('@Amount', amount)}
              </Text>
              <List size="sm">
                {t.benefits.map((b) => (
                  <List.Item key={b}>{b}</List.Item>
                ))}
              </List>
              <Badge color="grape.9">{r.images(t.quantityImage)}</Badge>
              <Button mt="auto" onClick={() => onChoose(t)}>
                {r.choose(t.directoryTypeName)}
              </Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
