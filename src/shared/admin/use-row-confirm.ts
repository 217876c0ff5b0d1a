import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { notifyFailed, notifyOk } from '@/shared/ui';
import { dangerAction } from './row-buttons';

/** What a row's call answers: the gateway's message, alone or in its envelope. */
export type Answer = string | { message: string };

/**
 * A row's irreversible call, the text ahead of its failure's reason, and the queries to read again after
 * (every query on the page when none are named).
 */
interface RowConfirmOptions<T> {
  run(row: T): Promise<Answer>;
  failed: string;
  refresh?: QueryKey;
}

/**
 * The '¿Estás seguro?' step before a row's irreversible action (deactivate, delete, revoke; spec 002 §4):
 * which row is asked about, the call once confirmed, the gateway's message on success, `failed` ahead of the
 * reason on failure, `refresh` refetched and the dialog closed either way. Give `dialog` to ConsoleTable's
 * `confirm` (or spread it on ConfirmDialog); `action` is a row's red button that asks about that row.
 */
export function useRowConfirm<T>({ run, failed, refresh }: RowConfirmOptions<T>) {
  const queryClient = useQueryClient();
  const [asked, setAsked] = useState<T | null>(null);
  const mutation = useMutation({
    mutationFn: run,
    onSuccess: (answer) => {
      notifyOk(typeof answer === 'string' ? answer : answer.message);
      return queryClient.invalidateQueries(refresh ? { queryKey: refresh } : undefined);
    },
    onError: (error) => notifyFailed(failed, error),
    onSettled: () => setAsked(null),
  });
  return {
    asked,
    ask: setAsked,
    action: (row: T, text: string, label: string, active: boolean) =>
      dangerAction(text, label, active, () => setAsked(row)),
    dialog: {
      opened: asked !== null,
      busy: mutation.isPending,
      onCancel: () => setAsked(null),
      onConfirm: () => {
        if (asked !== null) mutation.mutate(asked);
      },
    },
  };
}
