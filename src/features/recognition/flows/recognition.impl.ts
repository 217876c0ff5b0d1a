import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import type { NamedPerson } from '@domain/recognition';
import { devInspector } from '@/shared/inspection/dev-inspector';
import {
  recognitionMachine,
  type RecognitionOutcome,
  type RecognitionPayload,
} from '../../../../machines/recognition.machine';

export interface RecognitionFlowServices {
  save(payload: RecognitionPayload): Promise<RecognitionOutcome>;
  /** After '00': the board refreshes its rankings and the panel. */
  created(): void;
}

/** The recognition statechart with the gateway (or a test's fakes) behind its actor and action. */
export function useRecognitionFlow(destinataries: NamedPerson[], services: RecognitionFlowServices) {
  const [machine] = useState(() =>
    recognitionMachine.provide({
      actors: { saveRecognition: fromPromise(({ input }) => services.save(input)) },
      actions: { recognitionCreated: () => services.created() },
    }),
  );
  return useMachine(machine, { input: { destinataries }, inspect: devInspector });
}
