import { Divider, Drawer, Stack } from '@mantine/core';
import { ChatMenuButton } from '@/features/chat';
import { useSession } from '@/shared/session';
import { AccountLinks } from './account-links';
import { MainMenu } from './main-menu';
import { appMessages as t } from '../../messages';

interface MobileMenuDrawerProps {
  opened: boolean;
  onClose: () => void;
}

/** The main menu, the member's own links and the chat below 992 px, in a drawer opened by the header's burger. */
export default function MobileMenuDrawer({ opened, onClose }: MobileMenuDrawerProps) {
  const { signedIn } = useSession();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={t.menu.drawer}
      hiddenFrom="md"
      size="xs"
      closeButtonProps={{ 'aria-label': t.menu.close }}
      returnFocus={false}
    >
      {signedIn ? (
        <>
          <Stack gap="xs">
            <AccountLinks orientation="vertical" onNavigate={onClose} />
            <ChatMenuButton onNavigate={onClose} />
          </Stack>
          <Divider my="md" />
        </>
      ) : null}
      <MainMenu orientation="vertical" onNavigate={onClose} />
    </Drawer>
  );
}
