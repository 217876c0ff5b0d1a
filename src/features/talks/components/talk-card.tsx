import { Badge, Card, Image, Text, UnstyledButton } from '@mantine/core';
import { formatDateTimeIn } from '@domain/dates';
import type { Talk } from '../api';
import { talkMessages } from '../messages';

const m = talkMessages;
/** Spec 001 §9: Pride Talks titles are cut at 50 characters. */
const TITLE_MAX = 50;
const cut = (text: string) => (text.length > TITLE_MAX ? `${text.slice(0, TITLE_MAX).trimEnd()}…` : text);

export function talkTag(talk: Talk, now: number): string {
  const start = Date.parse(talk.data.conferenceDate);
  if (start > now) return m.tags.upcoming;
  return now <= Date.parse(talk.data.endDate) ? m.tags.live : m.tags.past;
}

/** A list of talks as cards: whose view it is (null for a visitor), the time the badges count from, the open. */
export interface TalkListProps {
  userId: number | null;
  now: number;
  onOpen(talk: Talk): void;
}

/** One conference: image, tag, title and date; a click opens it. */
export function TalkCard({ talk, now, onOpen }: { talk: Talk; now: number; onOpen(): void }) {
  const tag = talkTag(talk, now);
  return (
    <Card withBorder radius="md" padding="sm" component="article">
      <Card.Section>
        <Image src={talk.files[0]?.path} alt="" width={800} height={600} h="auto" loading="lazy" />
      </Card.Section>
      <Badge mt="sm" color={tag === m.tags.live ? 'red.9' : tag === m.tags.upcoming ? 'blue.9' : 'grape.9'}>
        {tag}
      </Badge>
      <Text fw={600} mt="xs" title={talk.data.title}>
        {cut(talk.data.title)}
      </Text>
      <Text size="sm" c="dimmed">
        {formatDateTimeIn(talk.data.conferenceDate)}
      </Text>
      <UnstyledButton
        onClick={onOpen}
        mt="xs"
        c="violet.9"
        td="underline"
        aria-label={`${tag === m.tags.upcoming ? m.details : m.watch}: ${talk.data.title}`}
      >
        {tag === m.tags.upcoming ? m.details : m.watch}
      </UnstyledButton>
    </Card>
  );
}
