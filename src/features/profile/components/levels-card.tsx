import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { LevelBadge } from '@/shared/ui';
import { profileMessages } from '../messages';
import { profileQueries } from '../api';
import { useProfileServices } from '../profile-services';

const m = profileMessages.levels;

/** The person's level in each recognition category, with the level's icon (spec 000 §3 levels). */
export function LevelsCard() {
  const titleId = useId();
  const levels = useQuery(profileQueries.levels(useProfileServices()));
  if (levels.data === undefined) return null;
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="md" p="lg">
      <Title id={titleId} order={2} size="h3" mb="sm">
        {m.title}
      </Title>
      {levels.data.length === 0 ? (
        <Text>{m.none}</Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {levels.data.map((standing) => (
            <Group
              component="li"
              key={standing.acknowledgmentTypeId}
              justify="space-between"
              wrap="wrap"
              gap="xs"
            >
              <Text fw={600}>
                {standing.title}{' '}
                <Text span c="gray.8" fw={400} size="sm">
                  ({m.count(standing.count)})
                </Text>
              </Text>
              <LevelBadge level={standing.level} />
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
