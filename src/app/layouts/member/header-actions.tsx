import { lazy, Suspense } from 'react';
import { Box, Group } from '@mantine/core';
import { LoginButton } from '@/features/auth';
import { ChatButton } from '@/features/chat';
import { CartButton } from '@/features/store';
import { useSession } from '@/shared/session';
import { AccountLinks } from './account-links';

// The bell and the live hub behind it load after the shell, and never for visitors.
const NotificationBell = lazy(() => import('@/features/notifications/notification-bell'));

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
      <ChatButton />
      <Suspense fallback={null}>
        <NotificationBell />
      </Suspense>
      <CartButton />
    </Group>
  );
}
