import { useEffect } from 'react';
import { Box, Loader } from '@mantine/core';
import { useSession } from '@/shared/session';
import { authMessages } from './messages';

/** /logout: clears the session; the session machine then goes to /home. */
export default function LogoutPage() {
  const { logout } = useSession();
  useEffect(() => logout(), [logout]);
  // The label sits on a status region: a bare loader's span may not carry one.
  return (
    <Box role="status" aria-label={authMessages.hints.signingOut} m="xl">
      <Loader />
    </Box>
  );
}
