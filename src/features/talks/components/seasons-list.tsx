import { Button, Center, Loader, SimpleGrid, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { previewItems, VisitorBlocker } from '@/shared/ui';
import { talkQueries, type Talk } from '../api';
import { talkMessages as m } from '../messages';
import { TalkCard } from './talk-card';

/** 'Temporadas': conferences whose date has come, 8 more each time the end of the list comes into view. */
export function SeasonsList({
  userId,
  now,
  onOpen,
}: {
  userId: number | null;
  now: number;
  onOpen(talk: Talk): void;
}) {
  const signedIn = userId !== null;
  const seasons = useInfiniteQuery(talkQueries.seasons(userId));
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = seasons;
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !signedIn || !hasNextPage || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [signedIn, hasNextPage, isFetchingNextPage, fetchNextPage]);

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
      {signedIn ? (
        <div ref={sentinel}>
          {hasNextPage ? (
            <Center py="md">
              <Button variant="default" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
                {m.more}
              </Button>
            </Center>
          ) : null}
        </div>
      ) : (
        <VisitorBlocker />
      )}
    </>
  );
}
