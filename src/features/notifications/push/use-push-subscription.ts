import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { devInspector } from '@/shared/inspection/dev-inspector';
import { pushSubscriptionMachine } from '../../../../machines/push-subscription.machine';
import type { PushDevice } from './push-device';

/** The push switch's statechart with this browser (or a test's stand-in) behind its actors. */
export function usePushSubscription(device: PushDevice) {
  const [machine] = useState(() =>
    pushSubscriptionMachine.provide({
      actors: {
        readPushStatus: fromPromise(() => device.status()),
        enablePush: fromPromise(() => device.enable()),
        disablePush: fromPromise(() => device.disable()),
      },
    }),
  );
  return useMachine(machine, { inspect: devInspector });
}
