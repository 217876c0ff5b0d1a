import { Drawer } from '@mantine/core';
import { MainMenu } from './main-menu';

interface MobileMenuDrawerProps {
  opened: boolean;
  onClose: () => void;
}

/** The main menu below 992 px, in a drawer opened by the header's burger. */
export default function MobileMenuDrawer({ opened, onClose }: MobileMenuDrawerProps) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title="Menú"
      hiddenFrom="md"
      size="xs"
      closeButtonProps={{ 'aria-label': 'Cerrar menú' }}
    >
      <MainMenu orientation="vertical" onNavigate={onClose} />
    </Drawer>
  );
}
