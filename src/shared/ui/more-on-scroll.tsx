import { Button, Center } from '@mantine/core';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

type Pages = Pick<UseInfiniteQueryResult, 'hasNextPage' | 'isFetchingNextPage' | 'fetchNextPage'>;

/**
 * The end of a list read a page at a time: while `active` and more pages remain, the next one is read when
 * the end comes into view, or when the person presses `text` ('Ver más') where scrolling does not reach it.
 */
export function MoreOnScroll({ pages, active, text }: { pages: Pages; active: boolean; text: string }) {
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !active || !hasNextPage || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [active, hasNextPage, isFetchingNextPage, fetchNextPage]);
  return (
    <div ref={sentinel}>
      {active && hasNextPage ? (
        <Center py="md">
          <Button variant="default" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            {text}
          </Button>
        </Center>
      ) : null}
    </div>
  );
}
