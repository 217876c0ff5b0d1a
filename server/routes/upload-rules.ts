import { photoRule } from '../profile/photo-rule.js';
import { surveyImageRule } from '../surveys/image-answer.js';
import type { UploadRule } from '../uploads/upload-rule.js';
import type { OperationId } from './handler.js';

/** What every file field of the contract accepts, by operation and field; the registrar refuses to start without one. */
export const uploadRules: Partial<Record<OperationId, Record<string, UploadRule>>> = {
  editProfile: { photo: photoRule },
  saveSurveyMultimedia: { FileImage: surveyImageRule },
};
