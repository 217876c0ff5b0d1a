import { Divider, Drawer } from '@mantine/core';
import { useSession } from '@/shared/session';
import { AccountLinks } from './account-links';
import { MainMenu } from './main-menu';
import { appMessages as t } from '../../messages';

interface MobileMenuDrawerProps {
  opened: boolean;
  onClose: () => void;
}

/** The main menu and the member's own links below 992 px, in a drawer opened by the header's burger. */
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
          <AccountLinks orientation="vertical" onNavigate={onClose} />
          <Divider my="md" />
        </>
      ) : null}
      <MainMenu orientation="vertical" onNavigate={onClose} />
    </Drawer>
  );
}
