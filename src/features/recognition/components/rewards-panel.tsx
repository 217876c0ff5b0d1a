import { Avatar, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { personName } from '@domain/recognition';
import { formatDate } from '@/shared/format';
import type { MyAcknowledgments } from '../api';
import { recognitionMessages } from '../messages';
import { LevelBadge } from '@/shared/ui';

const m = recognitionMessages.panel;

/** The side panel 'Recompensas': the member, their points balance, their levels and 'Mis reconocimientos'. */
export function RewardsPanel({ mine }: { mine: MyAcknowledgments }) {
  const titleId = useId();
  const name = personName(mine);
  return (
    <Paper component="aside" aria-labelledby={titleId} withBorder p="md" radius="md">
      <Stack>
        <Title id={titleId} order={2} size="h3">
          {m.title}
        </Title>
        <Group wrap="nowrap">
          <Avatar src={mine.urlProfileImage} alt={recognitionMessages.avatarOf(name)} size="lg" />
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={700}>{name}</Text>
            <Text size="lg" c="grape.9" fw={700}>
              {m.points(mine.points)}
            </Text>
          </Stack>
        </Group>
        {mine.standings.length > 0 ? (
          <Stack gap="xs">
            <Title order={3} size="h5">
              {m.levels}
            </Title>
            {mine.standings.map((s) => (
              <Group key={s.acknowledgmentTypeId} justify="space-between" wrap="wrap" gap="xs">
                <Text size="sm">{s.title}</Text>
                <LevelBadge level={s.level} />
              </Group>
            ))}
          </Stack>
        ) : null}
        <Title order={3} size="h5">
          {m.mine}
        </Title>
        {mine.received.length === 0 ? (
          <Text size="sm">{m.noneReceived}</Text>
        ) : (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {mine.received.map((r) => (
              <Paper component="li" key={r.acknowledgmentUserProfileId} p="xs" bg="gray.0" radius="sm">
                <Text size="sm" fw={700}>
                  {r.typeTitle}
                </Text>
                <Text size="sm">{r.text}</Text>
                <Text size="xs" c="gray.8">
                  {m.from(r.fromName)} · {formatDate(r.createdAt)}
                </Text>
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
