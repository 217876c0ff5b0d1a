import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { notifyFailed, notifyOk } from '@/shared/ui';
import { orgKeys } from '../api';

/**
 * The row a control tab asks to deactivate and the call that does it: the server's message on success, the
 * tab's 'Error al desactivar …' on failure, the lists refreshed and the confirmation closed either way.
 */
export function useDeactivation<T>(call: (id: number) => Promise<{ message: string }>, failed: string) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<T | null>(null);
  const deactivate = useMutation({
    mutationFn: call,
    onSuccess: ({ message }) => {
      notifyOk(message);
      void queryClient.invalidateQueries({ queryKey: orgKeys.all });
    },
    onError: (error) => notifyFailed(failed, error),
    onSettled: () => setConfirming(null),
  });
  return { confirming, setConfirming, deactivate };
}
