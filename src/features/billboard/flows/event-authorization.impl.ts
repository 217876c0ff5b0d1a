import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { devInspector } from '@/shared/inspection/dev-inspector';
import { notifyOk } from '@/shared/ui';
import { eventAuthorizationMachine } from '../../../../machines/event-authorization.machine';
import { billboardQueries } from '../api';
import { useBillboardServices } from '../billboard-services';
import { billboardMessages as m } from '../messages';

/** The authorization drawer's statechart: decisions through the gateway, then a notice and a fresh list. */
export function useEventAuthorization() {
  const services = useBillboardServices();
  const queryClient = useQueryClient();
  const [machine] = useState(() =>
    eventAuthorizationMachine.provide({
      actors: { decideEvent: fromPromise(({ input }) => services.decideEvent(input)) },
      actions: {
        notifyDecided: (_, { approve }) => notifyOk(approve ? m.decision.approved : m.decision.rejected),
        reloadList: () => void queryClient.invalidateQueries({ queryKey: billboardQueries.all }),
      },
    }),
  );
  return useMachine(machine, { inspect: devInspector });
}
