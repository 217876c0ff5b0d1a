import { Group, Image, Radio, SimpleGrid, Text } from '@mantine/core';
import type { GenderIdentity } from '../api';

/** The pride flags as a radio group; each option shows its flag beside its name. */
export function FlagRadioGroup({
  flags,
  label,
  value,
  onChange,
  error,
}: {
  flags: GenderIdentity[];
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string | null;
}) {
  return (
    <Radio.Group label={label} withAsterisk value={value} onChange={onChange} error={error}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} mt="xs">
        {flags.map((flag) => (
          <Radio.Card key={flag.genderIdentityId} value={String(flag.genderIdentityId)} p="sm" radius="md">
            <Group wrap="nowrap" gap="sm">
              <Radio.Indicator />
              <Image src={flag.identityFlagName} alt="" w={48} h={32} fit="cover" radius="xs" />
              <Text>{flag.genderName}</Text>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
