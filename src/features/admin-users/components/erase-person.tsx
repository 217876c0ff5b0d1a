import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { AccountErasure } from '@/shared/account/account-erasure';
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
  return (
    <AccountErasure
      openLabel={m.open}
      question={m.question(name)}
      warning={m.warning}
      needsPassword={false}
      erase={({ confirmation }) => userCalls.erasePerson(userId, confirmation)}
      onErased={() => {
        notifyOk(m.erased);
        void queryClient.invalidateQueries({ queryKey: adminUserQueries.all });
        void navigate(paths.admin.users);
      }}
    />
  );
}
