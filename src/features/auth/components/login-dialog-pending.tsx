import { Center, Loader } from '@mantine/core';
import { signInButtonMessages } from '../sign-in-button/messages';

/**
 * Shown only when the modal was asked for before its code arrived (a slow network). It takes no focus, so
 * focus stays on the button until Mantine moves it into the modal and can later return it there.
 */
export function LoginDialogPending() {
  return (
    <Center
      pos="fixed"
      top={0}
      left={0}
      w="100vw"
      h="100vh"
      style={{ zIndex: 'var(--mantine-z-index-modal)', pointerEvents: 'none' }}
      role="status"
      aria-label={signInButtonMessages.loading}
    >
      <Loader />
    </Center>
  );
}
