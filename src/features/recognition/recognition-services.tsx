import { createContext, useContext, type ReactNode } from 'react';
import type { RecognitionOutcome, RecognitionPayload } from '../../../machines/recognition.machine';
import { recognitionCalls } from './api';

/** What the recognition form calls; tests pass fakes, the app the gateway. */
export interface RecognitionServices {
  save(payload: RecognitionPayload): Promise<RecognitionOutcome>;
}

const RecognitionServicesContext = createContext<RecognitionServices>({
  save: recognitionCalls.saveRecognition,
});

export function RecognitionServicesProvider({
  services,
  children,
}: {
  services: RecognitionServices;
  children: ReactNode;
}) {
  return (
    <RecognitionServicesContext.Provider value={services}>{children}</RecognitionServicesContext.Provider>
  );
}

export function useRecognitionServices(): RecognitionServices {
  return useContext(RecognitionServicesContext);
}
