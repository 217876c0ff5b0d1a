import { Button, type ButtonProps } from '@mantine/core';
import { useLoginRequest } from '@/shared/session';
import { useHydrated } from '@/shared/ui/use-hydrated';
import { signInButtonMessages } from './sign-in-button/messages';

/** The header's 'Ingresar' button (spec 000 §2); it opens the layout's one sign-in dialog. */
export function LoginButton(props: ButtonProps) {
  const login = useLoginRequest();
  const hydrated = useHydrated();
  return (
    <Button
      {...props}
      aria-haspopup="dialog"
      aria-disabled={hydrated ? undefined : true}
      onPointerEnter={login.preload}
      onFocus={login.preload}
      onClick={() => login.open('login')}
    >
      {signInButtonMessages.openButton}
    </Button>
  );
}
