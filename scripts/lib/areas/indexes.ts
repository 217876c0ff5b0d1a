import { machineIndex } from '../statecharts/machine-index';
import type { GeneratedIndex } from './generated-index';

/** Every index `npm run areas` writes; one line an index. */
export const generatedIndexes: GeneratedIndex[] = [machineIndex];
