import { useEffect } from 'react';
import { Loader } from '@mantine/core';
import { useSession } from '@/shared/session';
import { authMessages } from './messages';

/** /logout: clears the session; the session machine then goes to /home. */
export default function LogoutPage() {
  const { logout } = useSession();
  useEffect(() => logout(), [logout]);
  return <Loader aria-label={authMessages.hints.signingOut} m="xl" />;
}
