import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { notifyFailed, notifyOk } from '@/shared/ui';
import { operatorQueries } from './api';

/** A form's save: the gateway's message on success, then back to the list; the failure's dialog text otherwise. */
export function useSave<T>(
  call: (values: T) => Promise<{ message: string }>,
  listPath: string,
  failedTitle: string,
) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: call,
    onSuccess: ({ message }) => {
      notifyOk(message);
      void queryClient.invalidateQueries({ queryKey: operatorQueries.all });
      void navigate(listPath);
    },
    onError: (error) => notifyFailed(failedTitle, error),
  });
}
