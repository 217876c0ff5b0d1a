import { SimpleGrid, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { previewItems, VisitorBlocker } from '@/shared/ui';
import { talkQueries } from '../api';
import { talkMessages as m } from '../messages';
import { TalkCard, type TalkListProps } from './talk-card';

/** 'Próximamente': conferences still to come, soonest first. */
export function UpcomingList({ userId, now, onOpen }: TalkListProps) {
  const upcoming = useQuery(talkQueries.upcoming(userId));
  const talks = upcoming.data ?? [];
  if (upcoming.isSuccess && talks.length === 0) return <Text py="md">{m.emptyUpcoming}</Text>;
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }}>
        {previewItems(talks, userId !== null).map((talk) => (
          <TalkCard key={talk.eventId} talk={talk} now={now} onOpen={() => onOpen(talk)} />
        ))}
      </SimpleGrid>
      {userId === null && talks.length > 0 ? <VisitorBlocker /> : null}
    </>
  );
}
