import { servicesContext } from '@/shared/services-context';
import type { RecognitionOutcome, RecognitionPayload } from '../../../machines/recognition.machine';
import { recognitionCalls } from './api';

/** What the recognition form calls; tests pass fakes, the app the gateway. */
interface RecognitionServices {
  save(payload: RecognitionPayload): Promise<RecognitionOutcome>;
}

const context = servicesContext<RecognitionServices>({
  save: recognitionCalls.saveRecognition,
});
export const RecognitionServicesProvider = context.Provider;
export const useRecognitionServices = context.useServices;
