import { ActionIcon, Badge, Box, Button, Indicator } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { LineIcon } from '@/shared/ui';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { chatCalls, chatQueries } from './api';
import { chatMessages as m } from './messages';

// The dock, its statechart and the live hub load on the first opening, never with the first route.
const ChatDock = lazy(() => import('./chat-dock'));

/** The burger drawer's entry asks the header's button to open the dock: one dock, two ways in. */
const OPEN_EVENT = 'muro-pride:open-chat';

function ChatIcon() {
  return <LineIcon d={'M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z'} />;
}

/** Messages sent to the person and not read yet; checked every minute, and again whenever the dock reads. */
function useUnreadChats(): number {
  return (
    useQuery({ queryKey: chatQueries.unread(), queryFn: chatCalls.unread, refetchInterval: 60_000 }).data ?? 0
  );
}

/** The button's name, with the unread messages when there are any. */
const named = (unread: number) => (unread > 0 ? `${m.open}: ${m.lists.unread(unread)}` : m.open);

/**
 * The header's 'Abrir chat' button for signed-in members (from 992 px; below, the burger drawer has it) and
 * the dock, which stays loaded once opened.
 */
export function ChatButton() {
  const [opened, setOpened] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const unread = useUnreadChats();
  const open = useCallback(() => {
    setLoaded(true);
    setOpened(true);
  }, []);
  useEffect(() => {
    window.addEventListener(OPEN_EVENT, open);
    return () => window.removeEventListener(OPEN_EVENT, open);
  }, [open]);
  return (
    <>
      <Box visibleFrom="md">
        <ActionIcon
          variant="subtle"
          size="lg"
          onClick={open}
          aria-label={named(unread)}
          aria-expanded={opened}
          aria-haspopup="dialog"
        >
          {/* The count is in the button's name, so the visible badge stays out of it. */}
          <span aria-hidden="true">
            <Indicator label={unread} size={16} disabled={unread === 0} color="red.9" offset={2}>
              <ChatIcon />
            </Indicator>
          </span>
        </ActionIcon>
      </Box>
      {loaded ? (
        <Suspense fallback={null}>
          <ChatDock opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

/** The burger drawer's 'Chat' entry below 992 px: closes the drawer and opens the dock. */
export function ChatMenuButton({ onNavigate }: { onNavigate?: () => void }) {
  const unread = useUnreadChats();
  return (
    <Button
      variant="outline"
      fullWidth
      leftSection={<ChatIcon />}
      rightSection={
        unread > 0 ? (
          <Badge color="red.9" size="sm" circle aria-hidden="true">
            {unread}
          </Badge>
        ) : null
      }
      aria-label={unread > 0 ? `${m.title}: ${m.lists.unread(unread)}` : undefined}
      onClick={() => {
        onNavigate?.();
        window.dispatchEvent(new Event(OPEN_EVENT));
      }}
    >
      {m.title}
    </Button>
  );
}
