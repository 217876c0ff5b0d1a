import { Badge, Card, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { components } from '@openapi/schema';
import { paths } from '@/shared/routing';
import { homeMessages } from '../messages';
import { truncate } from '../truncate';

type TalkSummary = components['schemas']['TalkSummary'];

const m = homeMessages.episode;
/** Spec 000 §9: the talk title is cut at 50 characters on the home card. */
const TITLE_MAX = 50;

/** The latest talk: 'Pride Talks' once its date has passed, otherwise 'Próximamente'. */
export function NewEpisodeCard({ talk, now }: { talk: TalkSummary | null; now: number }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="new-episode">
      <Title order={2} size="h4" id="new-episode" mb="sm">
        {m.heading}
      </Title>
      {talk ? (
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <Image
            src={talk.imagePath}
            alt=""
            width={800}
            height={600}
            loading="eager"
            fetchPriority="high"
            h="auto"
            radius="sm"
          />
          <Stack gap="xs" align="flex-start">
            <Badge color={Date.parse(talk.conferenceDate) <= now ? 'grape.9' : 'blue.9'}>
              {Date.parse(talk.conferenceDate) <= now ? m.past : m.upcoming}
            </Badge>
            <Text fw={600} title={talk.title}>
              {truncate(talk.title, TITLE_MAX)}
            </Text>
            <Text component={Link} to={paths.audience(talk.auditoriumId)} c="violet.9" td="underline">
              {m.watch}
            </Text>
          </Stack>
        </SimpleGrid>
      ) : (
        <Text>{m.none}</Text>
      )}
    </Card>
  );
}
