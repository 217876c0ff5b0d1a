import { lazy, Suspense, useState } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import type { LoginDialogRequest } from './components/login-dialog';
import { LoginDialogPending } from './components/login-dialog-pending';
import { authMessages } from './messages';

// The modal, its forms and its statechart stay out of the first page load (docs/decisions/0021-lazy-login-modal.md).
const LoginDialog = lazy(() => import('./components/login-dialog'));

/** The header's 'Ingresar' button and the sign-in modal it opens (spec 000 §2). */
export function LoginButton(props: ButtonProps) {
  // Pointing at or focusing the button mounts the dialog (closed), so its code is usually there by the click.
  const [wanted, setWanted] = useState(false);
  const [request, setRequest] = useState<LoginDialogRequest | null>(null);
  const want = () => setWanted(true);
  return (
    <>
      <Button
        {...props}
        aria-haspopup="dialog"
        onPointerEnter={want}
        onFocus={want}
        onClick={() => {
          want();
          setRequest({ mode: 'login' });
        }}
      >
        {authMessages.openButton}
      </Button>
      {wanted ? (
        <Suspense fallback={request ? <LoginDialogPending /> : null}>
          <LoginDialog request={request} />
        </Suspense>
      ) : null}
    </>
  );
}
