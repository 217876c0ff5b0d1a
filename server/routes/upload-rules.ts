import { constancyRule, courseFileRule, eventImageRule } from '../billboard/event-upload-rules.js';
import { brandingImageRule, noticeVideoRule } from '../organisation/image-rules.js';
import { photoRule } from '../profile/photo-rule.js';
import { levelIconRule } from '../recognition/level-icon.js';
import { directoryImageRule } from '../directory/image-rule.js';
import { surveyImageRule } from '../surveys/image-answer.js';
import type { UploadRule } from '../uploads/upload-rule.js';
import { curriculumRule, jobLogoRule } from '../jobs/job-upload-rules.js';
import { couponDataRule, rewardImageRule, rewardPdfRule } from '../rewards/reward-upload-rules.js';
import { genericImageRule, talkImageRule } from '../talks/talk-rules.js';
import { userLoadFileRule } from '../users/user-load-parse.js';
import type { OperationId } from './handler.js';
import { postFileRule, postImageRule } from '../posts/post-images.js';

/** What every file field of the contract accepts, by operation and field; the registrar refuses to start without one. */
export const uploadRules: Partial<Record<OperationId, Record<string, UploadRule>>> = {
  editProfile: { photo: photoRule },
  saveSurveyMultimedia: { FileImage: surveyImageRule },
  createCompanyCustomize: { companyLogoFile: brandingImageRule },
  updateCompanyCustomize: { companyLogoFile: brandingImageRule },
  createCompanyHoliday: { imageFile: brandingImageRule, videoFile: noticeVideoRule },
  updateCompanyHoliday: { imageFile: brandingImageRule, videoFile: noticeVideoRule },
  uploadMigrationFile: { file: userLoadFileRule },
  createTicketEvent: {
    eventTicketBanner: eventImageRule,
    eventTicketPromo: eventImageRule,
    eventTicketAd: eventImageRule,
    eventOwnerFileBankAccount: eventImageRule,
    eventOwnerFileConstancy: constancyRule,
  },
  createCourse: { files: courseFileRule },
  updateCourse: { files: courseFileRule },
  registerJob: { CompanyImage: jobLogoRule },
  updateJob: { CompanyImage: jobLogoRule },
  applyToJob: { Curriculum: curriculumRule },
  createLevel: { files: levelIconRule },
  updateLevel: { files: levelIconRule },
  insertDirectoryInfo: { ContactImage: directoryImageRule },
  updateDirectoryInfo: { ContactImage: directoryImageRule },
  createRewardProduct: { fileImage: rewardImageRule, filePDF: rewardPdfRule },
  updateRewardProduct: { fileImage: rewardImageRule, filePDF: rewardPdfRule },
  loadRewardCoupons: { couponData: couponDataRule },
  createRewardCategory: { iconFile: rewardImageRule },
  updateRewardCategory: { iconFile: rewardImageRule },
  createRewardProvider: { logoImage: rewardImageRule },
  updateRewardProvider: { logoImage: rewardImageRule },
  createCompanyPost: { images: postImageRule, files: postFileRule },
  updateCompanyPost: { images: postImageRule, files: postFileRule },
  addStorageFiles: { files: postFileRule },
  replaceStorageFile: { files: postFileRule },
  uploadFiles: { files: postFileRule },
  createAdminTalk: { images: talkImageRule },
  updateAdminTalk: { images: talkImageRule },
  createGenericItem: { files: genericImageRule },
  updateGenericItem: { files: genericImageRule },
};
