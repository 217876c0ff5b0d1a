import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import type { NamedPerson } from '@domain/recognition';
import { devInspector } from '@/shared/inspection/dev-inspector';
import { recognitionMachine } from '../../../../machines/recognition.machine';
import { recognitionQueries } from '../api';
import { useRecognitionServices } from '../recognition-services';

/**
 * The recognition statechart with the gateway (or a test's fakes) behind its actor; after '00' the board
 * refreshes its rankings and the panel.
 */
export function useRecognitionFlow(destinataries: NamedPerson[]) {
  const { save } = useRecognitionServices();
  const queryClient = useQueryClient();
  const [machine] = useState(() =>
    recognitionMachine.provide({
      actors: { saveRecognition: fromPromise(({ input }) => save(input)) },
      actions: {
        recognitionCreated: () => void queryClient.invalidateQueries({ queryKey: recognitionQueries.all }),
      },
    }),
  );
  return useMachine(machine, { input: { destinataries }, inspect: devInspector });
}
