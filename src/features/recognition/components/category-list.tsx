import { Image, Group, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { formatDate } from '@/shared/format';
import type { Category } from '../api';
import { recognitionMessages as m } from '../messages';

/** The open categories with description and expiry; choosing one shows its ranking. */
export function CategoryList({
  categories,
  selected,
  onSelect,
}: {
  categories: Category[];
  selected: number | null;
  onSelect(typeId: number): void;
}) {
  if (categories.length === 0) return <Text>{m.noCategories}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
      {categories.map((c) => {
        const chosen = c.acknowledgmentTypeId === selected;
        return (
          <UnstyledButton
            key={c.acknowledgmentTypeId}
            aria-pressed={chosen}
            onClick={() => onSelect(c.acknowledgmentTypeId)}
            p="sm"
            style={{
              border: `2px solid var(--mantine-color-${chosen ? 'grape-7' : 'gray-4'})`,
              borderRadius: 'var(--mantine-radius-md)',
              background: chosen ? 'var(--mantine-color-grape-0)' : undefined,
            }}
          >
            <Stack gap={4}>
              <Group gap="xs" wrap="nowrap">
                {c.logo ? <Image src={c.logo} alt="" w={24} h={24} /> : null}
                <Text fw={700}>{c.title}</Text>
              </Group>
              <Text size="sm">{c.description}</Text>
              <Text size="xs" c="gray.8">
                {m.validTo(formatDate(c.validTo))}
              </Text>
              <Text size="xs" c="gray.8">
                {m.received(c.count)}
              </Text>
            </Stack>
          </UnstyledButton>
        );
      })}
    </SimpleGrid>
  );
}
