import { ActionIcon, Box, Button } from '@mantine/core';
import { LineIcon } from '@/shared/ui';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { chatMessages as m } from './messages';

// The dock, its statechart and the live hub load on the first opening, never with the first route.
const ChatDock = lazy(() => import('./chat-dock'));

/** The burger drawer's entry asks the header's button to open the dock: one dock, two ways in. */
const OPEN_EVENT = 'muro-pride:open-chat';

function ChatIcon() {
  return <LineIcon d={'M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z'} />;
}

/**
 * The header's 'Abrir chat' button for signed-in members (from 992 px; below, the burger drawer has it) and
 * the dock, which stays loaded once opened.
 */
export function ChatButton() {
  const [opened, setOpened] = useState(false);
  const [loaded, setLoaded] = useState(false);
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
          aria-label={m.open}
          aria-expanded={opened}
          aria-haspopup="dialog"
        >
          <ChatIcon />
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
  return (
    <Button
      variant="outline"
      fullWidth
      leftSection={<ChatIcon />}
      onClick={() => {
        onNavigate?.();
        window.dispatchEvent(new Event(OPEN_EVENT));
      }}
    >
      {m.title}
    </Button>
  );
}
