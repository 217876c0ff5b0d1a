import { brandingImageRule, noticeVideoRule } from '../organisation/image-rules.js';
import { photoRule } from '../profile/photo-rule.js';
import { surveyImageRule } from '../surveys/image-answer.js';
import type { UploadRule } from '../uploads/upload-rule.js';
import { userLoadFileRule } from '../users/user-load-parse.js';
import type { OperationId } from './handler.js';

/** What every file field of the contract accepts, by operation and field; the registrar refuses to start without one. */
export const uploadRules: Partial<Record<OperationId, Record<string, UploadRule>>> = {
  editProfile: { photo: photoRule },
  saveSurveyMultimedia: { FileImage: surveyImageRule },
  createCompanyCustomize: { companyLogoFile: brandingImageRule },
  updateCompanyCustomize: { companyLogoFile: brandingImageRule },
  createCompanyHoliday: { imageFile: brandingImageRule, videoFile: noticeVideoRule },
  updateCompanyHoliday: { imageFile: brandingImageRule, videoFile: noticeVideoRule },
  uploadMigrationFile: { file: userLoadFileRule },
};
