import { uploadRules as rules } from '../../domain/upload-rules.js';
import type { UploadRule } from '../../domain/upload-rule.js';
import { gatewayAreas } from '../areas.generated.js';
import type { OperationId } from './handler.js';

/**
 * What every file field of the contract accepts, by operation and field, for the operations the areas'
 * manifests list under `uploads`; the registrar refuses to start without one.
 */
export const uploadRules: Partial<Record<OperationId, Record<string, UploadRule>>> = Object.fromEntries(
  gatewayAreas.flatMap((area) => area.uploads ?? []).map((operation) => [operation, rules[operation]]),
);
