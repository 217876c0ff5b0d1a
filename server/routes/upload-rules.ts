import { uploadRules as rules } from '../../domain/upload-rules.js';
import type { UploadRule } from '../../domain/upload-rule.js';
import type { OperationId } from './handler.js';

/** What every file field of the contract accepts, by operation and field; the registrar refuses to start without one. */
export const uploadRules: Partial<Record<OperationId, Record<string, UploadRule>>> = rules;
