import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { notifyFailed, notifyOk } from '@/shared/ui';

/**
 * A console form's save: the gateway's message on success, the area's queries (`refresh`) read again, then back
 * to the list; the failure's dialog text otherwise.
 */
export function useSave<T>(
  call: (values: T) => Promise<{ message: string }>,
  { listPath, failedTitle, refresh }: { listPath: string; failedTitle: string; refresh: QueryKey },
) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: call,
    onSuccess: ({ message }) => {
      notifyOk(message);
      void queryClient.invalidateQueries({ queryKey: refresh });
      void navigate(listPath);
    },
    onError: (error) => notifyFailed(failedTitle, error),
  });
}
