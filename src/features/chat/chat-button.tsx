import { ActionIcon } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { chatMessages as m } from './messages';

// The dock, its statechart and the live hub load on the first click, never with the first route.
const ChatDock = lazy(() => import('./chat-dock'));

function ChatIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
    </svg>
  );
}

/** The header's 'Abrir chat' button for signed-in members; the dock stays loaded once opened. */
export function ChatButton() {
  const [opened, setOpened] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const open = () => {
    setLoaded(true);
    setOpened(true);
  };
  return (
    <>
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
      {loaded ? (
        <Suspense fallback={null}>
          <ChatDock opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
