import { Avatar, Group, Paper, Stack, Text } from '@mantine/core';
import { personName } from '@domain/recognition';
import type { RankingEntry } from '../api';
import { recognitionMessages as m } from '../messages';
import { LevelBadge } from '@/shared/ui';

/** A ranking as an ordered list; the first place stands out (spec 000 "Recognition board"). */
export function RankingList({ entries, label }: { entries: RankingEntry[]; label: string }) {
  if (entries.length === 0) return <Text>{m.emptyRanking}</Text>;
  return (
    <Stack component="ol" aria-label={label} gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {entries.map((entry) => {
        const name = personName(entry);
        const first = entry.position === 1;
        return (
          <Paper
            component="li"
            key={entry.userProfileId}
            withBorder
            p="sm"
            radius="md"
            bg={first ? 'grape.0' : undefined}
            style={first ? { borderColor: 'var(--mantine-color-grape-7)', borderWidth: 2 } : undefined}
          >
            <Group wrap="nowrap" align="center">
              <Text fw={700} w={32} ta="center" aria-label={m.position(entry.position)}>
                {entry.position}
              </Text>
              <Avatar src={entry.urlProfileImage} alt={m.avatarOf(name)} size={first ? 'lg' : 'md'} />
              <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                <Text fw={first ? 700 : 500} truncate="end">
                  {name}
                </Text>
                {first ? (
                  <Text size="sm" c="grape.9" fw={700}>
                    {m.firstPlace}
                  </Text>
                ) : null}
                <Group gap="xs">
                  <Text size="sm">{m.count(entry.count)}</Text>
                  <LevelBadge level={entry.level} />
                </Group>
              </Stack>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
