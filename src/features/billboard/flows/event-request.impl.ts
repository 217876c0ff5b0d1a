import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import { devInspector } from '@/shared/inspection/dev-inspector';
import { paths } from '@/shared/routing';
import { eventRequestMachine } from '../../../../machines/event-request.machine';
import { useBillboardServices } from '../billboard-services';

/** The event request statechart with the gateway (or the test's fakes) behind its actor. */
export function useEventRequest() {
  const services = useBillboardServices();
  const navigate = useNavigate();
  const [machine] = useState(() =>
    eventRequestMachine.provide({
      actors: { createEvent: fromPromise(({ input }) => services.createEvent(input)) },
      actions: { openBillboard: () => void navigate(paths.courseView) },
    }),
  );
  return useMachine(machine, { inspect: devInspector });
}
