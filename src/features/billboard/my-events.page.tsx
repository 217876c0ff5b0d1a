import { Container, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSession } from '@/shared/session';
import { VisitorBlocker } from '@/shared/ui';
import { billboardQueries } from './api';
import { EventDrawer } from './components/event-drawer';
import { EventGrid } from './components/event-grid';
import { ListState } from './components/list-state';
import { billboardMessages as m } from './messages';

/** /course-view/my-events: the person's own event requests with their state and full details. */
export default function MyEventsPage() {
  const { signedIn, userId } = useSession();
  const events = useQuery({ ...billboardQueries.mine(userId ?? 0), enabled: signedIn });
  const [openId, setOpenId] = useState<number | null>(null);
  return (
    <Container size="xl" py="md">
      <Stack>
        <Title order={1}>{m.myEvents}</Title>
        {signedIn ? (
          <ListState query={events} empty={m.noOwnEvents}>
            {(list) => (
              <>
                <EventGrid events={list} onOpen={setOpenId} />
                <EventDrawer
                  event={list.find((e) => e.ticketsEventId === openId)}
                  onClose={() => setOpenId(null)}
                />
              </>
            )}
          </ListState>
        ) : (
          <VisitorBlocker />
        )}
      </Stack>
    </Container>
  );
}
