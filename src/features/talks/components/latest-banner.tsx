import { Badge, Button, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDateTimeIn } from '@domain/dates';
import type { Talk } from '../api';
import { talkMessages as m } from '../messages';
import { talkTag } from './talk-card';

/** Spec 001 §9: the Pride Talks banner title is cut at 50 characters. */
const TITLE_MAX = 50;

/** The latest broadcast, large, with its button to watch. */
export function LatestBanner({ talk, now, onOpen }: { talk: Talk; now: number; onOpen(): void }) {
  const title =
    talk.data.title.length > TITLE_MAX
      ? `${talk.data.title.slice(0, TITLE_MAX).trimEnd()}…`
      : talk.data.title;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="latest-talk">
      <Group align="flex-start" wrap="wrap" gap="lg">
        <Image
          src={talk.files[0]?.path}
          alt=""
          width={800}
          height={600}
          h="auto"
          maw={{ base: '100%', sm: 360 }}
          radius="sm"
          fetchPriority="high"
        />
        <Stack gap="xs" style={{ flex: '1 1 16rem' }}>
          <Text size="sm" fw={700} c="violet.9">
            {m.latest}
          </Text>
          <Badge color={talkTag(talk, now) === m.tags.live ? 'red.9' : 'grape.9'} w="fit-content">
            {talkTag(talk, now)}
          </Badge>
          <Title order={2} size="h3" id="latest-talk" title={talk.data.title}>
            {title}
          </Title>
          <Text c="dimmed">{formatDateTimeIn(talk.data.conferenceDate)}</Text>
          <Button onClick={onOpen} w="fit-content">
            {m.watch}
          </Button>
        </Stack>
      </Group>
    </Paper>
  );
}
