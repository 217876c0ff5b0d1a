import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { AccountErasureDialog } from '@/shared/account/account-erasure-dialog';
import { useAccountErasure } from '@/shared/account/account-erasure.impl';
import { erasureMessages } from '@/shared/account/erasure-messages';
import { useSession } from '@/shared/session';
import { notifyOk } from '@/shared/ui';
import type { UserProfile } from '../api';
import { useProfileServices } from '../profile-services';
import { isExternal } from '../profile-rules';

const m = erasureMessages.own;

/** "Eliminar mi cuenta" (docs/decisions/0309): the person erases their account at once and leaves the portal. */
export function DeleteAccountCard({ profile }: { profile: UserProfile }) {
  const services = useProfileServices();
  const session = useSession();
  const needsPassword = !isExternal(profile);
  const [state, send] = useAccountErasure({
    needsPassword,
    erase: (payload) => services.deleteMe(payload),
    onErased: () => {
      notifyOk(m.erased, 10_000);
      session.logout();
    },
  });
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="eliminar-cuenta">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3" id="eliminar-cuenta">
          {m.title}
        </Title>
        <Text>{m.text}</Text>
        <Button color="red.9" variant="outline" onClick={() => send({ type: 'erasure.open' })}>
          {m.open}
        </Button>
      </Stack>
      <AccountErasureDialog
        opened={state.matches('confirming') || state.matches('erasing')}
        question={m.question}
        warning={m.warning}
        needsPassword={needsPassword}
        error={state.context.error}
        busy={state.matches('erasing')}
        onSubmit={(payload) => send({ type: 'erasure.submit', payload })}
        onCancel={() => send({ type: 'erasure.cancel' })}
      />
    </Paper>
  );
}
