import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { notifyFailed, notifyOk } from '@/shared/ui';
import { operatorQueries } from '../api';

/** The '¿Estás seguro?' deactivation of a list row: which row is being confirmed and the call behind it. */
export function useDeactivate(call: (id: number) => Promise<{ message: string }>, failedTitle: string) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: call,
    onSuccess: ({ message }) => {
      notifyOk(message);
      void queryClient.invalidateQueries({ queryKey: operatorQueries.all });
    },
    onError: (error) => notifyFailed(failedTitle, error),
    onSettled: () => setConfirming(null),
  });
  return {
    confirming,
    ask: setConfirming,
    cancel: () => setConfirming(null),
    confirm: () => confirming !== null && mutation.mutate(confirming),
    busy: mutation.isPending,
  };
}
