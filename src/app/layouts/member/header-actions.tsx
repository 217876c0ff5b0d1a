import { lazy, Suspense } from 'react';
import { Box, Group } from '@mantine/core';
import { LoginButton } from '@/features/auth';
import { CartButton } from '@/features/store';
import { useSession } from '@/shared/session';
import { AccountLinks } from './account-links';

// The bell and the live hub behind it load after the shell, and never for visitors.
const NotificationBell = lazy(() => import('@/features/notifications/notification-bell'));
// The chat button follows the same path: visitors never load it, members after the shell.
const ChatButton = lazy(() =>
  import('@/features/chat/chat-button').then((chat) => ({ default: chat.ChatButton })),
);

/**
 * Right side of the header: 'Ingresar' for visitors; for members the bell, the cart, and from 992 px the chat, the admin link
 * and profile (below that they live in the burger drawer, so a phone's header never runs past the edge).
 */
export function HeaderActions() {
  const { signedIn } = useSession();
  if (!signedIn) {
    return <LoginButton />;
  }
  return (
    <Group gap="xs" wrap="nowrap">
      <Box visibleFrom="md">
        <Group gap="xs" wrap="nowrap">
          <AccountLinks orientation="horizontal" />
        </Group>
      </Box>
      <Suspense fallback={null}>
        <ChatButton />
        <NotificationBell />
      </Suspense>
      <CartButton />
    </Group>
  );
}
