import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { AccountErasureDialog } from '@/shared/account/account-erasure-dialog';
import { useAccountErasure } from '@/shared/account/account-erasure.impl';
import { erasureMessages } from '@/shared/account/erasure-messages';
import { paths } from '@/shared/routing';
import { notifyOk } from '@/shared/ui';
import { adminUserQueries, userCalls } from '../api';

const m = erasureMessages.person;

/**
 * HR's answer to a cancellation request (ARCO) of one of its people (docs/decisions/0309): the same erasure as
 * "Eliminar mi cuenta", after the word ELIMINAR; then back to the list.
 */
export function ErasePerson({ userId, name }: { userId: number; name: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [state, send] = useAccountErasure({
    needsPassword: false,
    erase: ({ confirmation }) => userCalls.erasePerson(userId, confirmation),
    onErased: () => {
      notifyOk(m.erased);
      void queryClient.invalidateQueries({ queryKey: adminUserQueries.all });
      void navigate(paths.admin.users);
    },
  });
  return (
    <>
      <Button color="red.9" variant="outline" onClick={() => send({ type: 'erasure.open' })}>
        {m.open}
      </Button>
      <AccountErasureDialog
        opened={state.matches('confirming') || state.matches('erasing')}
        question={m.question(name)}
        warning={m.warning}
        needsPassword={false}
        error={state.context.error}
        busy={state.matches('erasing')}
        onSubmit={(payload) => send({ type: 'erasure.submit', payload })}
        onCancel={() => send({ type: 'erasure.cancel' })}
      />
    </>
  );
}
