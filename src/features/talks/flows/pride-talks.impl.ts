import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { devInspector } from '@/shared/inspection/dev-inspector';
import { prideTalksMachine, type OpenedTalk } from '../../../../machines/pride-talks.machine';

/** What the viewer needs from the gateway; the page passes the real calls, tests their fakes. */
export interface TalkServices {
  loadTalk(id: number): Promise<OpenedTalk>;
  recordView(id: number): void;
}

/** The Pride Talks viewer statechart with the gateway (or the test's fakes) behind its actor and action. */
export function usePrideTalks(requestedId: number | null, services: TalkServices) {
  const [machine] = useState(() =>
    prideTalksMachine.provide({
      actors: { loadRequestedTalk: fromPromise(({ input }) => services.loadTalk(input.id)) },
      actions: { recordView: (_, id) => services.recordView(id) },
    }),
  );
  return useMachine(machine, { input: { requestedId }, inspect: devInspector });
}
