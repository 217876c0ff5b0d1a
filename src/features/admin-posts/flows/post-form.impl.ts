import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { devInspector } from '@/shared/inspection/dev-inspector';
import { notifyOk } from '@/shared/ui';
import { postFormMachine } from '../../../../machines/post-form.machine';
import { adminPostQueries } from '../api';
import { adminPostMessages as m } from '../messages';
import { useAdminPostServices } from '../post-services';

/** The administration statechart with the gateway (or a test's fakes) behind it; each change reloads the tables. */
export function usePostForm() {
  const services = useAdminPostServices();
  const queryClient = useQueryClient();
  const [machine] = useState(() => {
    const reload = () => queryClient.invalidateQueries({ queryKey: adminPostQueries.all });
    return postFormMachine.provide({
      actors: {
        savePost: fromPromise(async ({ input }) => {
          await services.save(input.id, input.draft);
          await reload();
        }),
        deactivatePost: fromPromise(async ({ input }) => {
          await services.deactivate(input);
          await reload();
        }),
      },
      actions: {
        // A new post is created, not updated: spec 002 §8 has a text for each.
        notifySaved: ({ context }) => notifyOk(context.editingId === null ? m.created : m.saved),
        notifyDeactivated: () => notifyOk(m.deleted),
      },
    });
  });
  return useMachine(machine, { inspect: devInspector });
}
