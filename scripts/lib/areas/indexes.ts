import { machineIndex } from '../statecharts/machine-index';
import { featureRoutesIndex } from './feature-routes-index';
import { gatewayAreasIndex } from './gateway-areas-index';
import type { GeneratedIndex } from './generated-index';

/** Every index `npm run areas` writes; one line an index. */
export const generatedIndexes: GeneratedIndex[] = [featureRoutesIndex, gatewayAreasIndex, machineIndex];
