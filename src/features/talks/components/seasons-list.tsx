import { Center, Loader, SimpleGrid, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { MoreOnScroll, previewItems, VisitorBlocker } from '@/shared/ui';
import { talkQueries } from '../api';
import { talkMessages as m } from '../messages';
import { TalkCard, type TalkListProps } from './talk-card';

/** 'Temporadas': conferences whose date has come, 8 more each time the end of the list comes into view. */
export function SeasonsList({ userId, now, onOpen }: TalkListProps) {
  const signedIn = userId !== null;
  const seasons = useInfiniteQuery(talkQueries.seasons(userId));

  if (seasons.isPending)
    return (
      <Center py="lg">
        <Loader aria-label={m.loading} />
      </Center>
    );
  const talks = seasons.data?.pages.flat() ?? [];
  if (talks.length === 0) return <Text py="md">{m.emptySeasons}</Text>;
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }}>
        {previewItems(talks, signedIn).map((talk) => (
          <TalkCard key={talk.eventId} talk={talk} now={now} onOpen={() => onOpen(talk)} />
        ))}
      </SimpleGrid>
      {signedIn ? <MoreOnScroll pages={seasons} active text={m.more} /> : <VisitorBlocker />}
    </>
  );
}
