import type { operations } from '../openapi/generated/schema.js';
import { fileKinds } from './file-kinds.js';
import { areaUploadMessages as area, uploaderMessages } from './upload-messages.js';
import { MEGABYTE, type UploadRule } from './upload-rule.js';

const rasterImages = [fileKinds.png, fileKinds.jpeg, fileKinds.webp];
const rasterDescription = 'png, jpeg, jpg o webp';

/** Profile photos (spec 000 §5), branding thumbnails and logos, reward images (spec 002 §5): one image of 10 MB. */
const imageRule: UploadRule = {
  kinds: rasterImages,
  maxBytes: 10 * MEGABYTE,
  maxCount: 1,
  description: rasterDescription,
};

const noticeVideoRule: UploadRule = {
  kinds: [fileKinds.mp4, fileKinds.webm],
  maxBytes: 10 * MEGABYTE,
  maxCount: 1,
  description: 'mp4 o webm',
};

/** Event images and the bank statement cover (spec 001 §5 "File uploader"): raster images up to 10 MB. */
const eventImageRule: UploadRule = {
  ...imageRule,
  description: 'png, jpg, jpeg o webp',
  notAllowedMessage: uploaderMessages.notAllowed,
};

/** The tax status certificate: a PDF up to 10 MB. */
const constancyRule: UploadRule = { ...eventImageRule, kinds: [fileKinds.pdf], description: 'pdf' };

/** Billboard post attachments (type 1: images or PDF) and link thumbnails (type 2). */
const courseFileRule: UploadRule = {
  ...eventImageRule,
  kinds: [...rasterImages, fileKinds.pdf],
  maxCount: 5,
  description: 'png, jpg, jpeg, webp o pdf',
};

/** A billboard post's link thumbnail (type 2) comes in the same field and is one image (spec 002 §2). */
export const courseThumbnailRule: UploadRule = {
  ...courseFileRule,
  kinds: rasterImages,
  maxCount: 1,
  description: 'png, jpg, jpeg o webp',
};

/** The CV of an application (spec 001 §5 "Application"): pdf, doc or docx, under 10 MB. */
const curriculumRule: UploadRule = {
  kinds: [fileKinds.pdf, fileKinds.doc, fileKinds.docx],
  // "Under 10 MB": exactly 10 485 760 bytes is already refused.
  maxBytes: 10 * MEGABYTE - 1,
  maxCount: 1,
  description: 'pdf, doc o docx',
  notAllowedMessage: area.cvFormat,
  tooLargeMessage: area.cvTooLarge,
};

/** The company logo of a job: a real image. */
const jobLogoRule: UploadRule = {
  ...imageRule,
  image: { maxWidth: 4000, maxHeight: 4000 },
  notAllowedMessage: area.jobLogo,
};

/**
 * A reward category's icon: any raster image, or an SVG (spec 002 §5 lets the operator upload one), which is
 * drawn to a PNG on arrival so no script, link or style survives (decision 0298).
 */
const categoryIconRule: UploadRule = {
  ...imageRule,
  kinds: [...rasterImages, fileKinds.svg],
  description: 'png, jpeg, jpg, webp o svg',
};

/** A level's icon (spec 002 §5): exactly one .svg or .ico, stored as PNG (the SVG is rasterised). */
const levelIconRule: UploadRule = {
  kinds: [fileKinds.svg, fileKinds.ico],
  maxBytes: 1 * MEGABYTE,
  maxCount: 1,
  description: 'svg o ico',
  notAllowedMessage: area.levelIcon,
};

/**
 * Images of a directory entry (spec 001 §5): 10 MB each. The count the package allows (quantityImage) is
 * checked by the service and the form; this is the most any package has.
 */
const directoryImageRule: UploadRule = { ...imageRule, maxCount: 10 };

/**
 * Image answers (spec 000 §5): 1 to 5 images of 10 MB, of the spec's raster formats that can be recognised by
 * their content and fully decoded. svg, svgz and xbm may carry script and have no signature; bmp and ico have
 * no decoder in the gateway's image library; all are refused (docs/decisions/0065-uploads.md).
 */
const surveyImageRule: UploadRule = {
  kinds: [
    fileKinds.png,
    fileKinds.apng,
    fileKinds.jpeg,
    fileKinds.gif,
    fileKinds.webp,
    fileKinds.tiff,
    fileKinds.avif,
  ],
  maxBytes: 10 * MEGABYTE,
  maxCount: 5,
  description: 'de imagen',
  notAllowedMessage: area.surveyImage,
};

/** The bulk load's file: UTF-8 text (spec 002 "Bulk load"); 10,000 rows stay well under 10 MB. */
const userLoadFileRule: UploadRule = {
  kinds: [fileKinds.csv],
  maxBytes: 10 * MEGABYTE,
  maxCount: 1,
  description: 'csv',
  notAllowedMessage: area.userLoadCsv,
};

/** The coupon's PDF; the gateway's handler and the form refuse more than 2 MB with the spec's own message. */
const rewardPdfRule: UploadRule = { ...imageRule, kinds: [fileKinds.pdf], description: 'pdf' };

/** Coupon numbers: plain text (txt, csv) or an Excel workbook (xlsx). */
const couponDataRule: UploadRule = {
  ...imageRule,
  kinds: [fileKinds.csv, fileKinds.txt, fileKinds.xlsx],
  description: 'txt, csv o xlsx',
};

/** Pride Talks event image (spec 002 §9): at most 800x600. */
const talkImageRule: UploadRule = { ...imageRule, image: { maxWidth: 800, maxHeight: 600 } };

/** Generic publication image (spec 002 §9): at most 720x480. */
const genericImageRule: UploadRule = { ...imageRule, image: { maxWidth: 720, maxHeight: 480 } };

/** Article images and gallery photos (spec 001 §5): 10 MB each; their boxes depend on the post (post-rules.ts). */
const postImageRule: UploadRule = {
  ...imageRule,
  maxCount: 50,
  notAllowedMessage: uploaderMessages.notAllowed,
};

/** A post's attachment and loose files: an image or a pdf. */
const postFileRule: UploadRule = {
  ...postImageRule,
  kinds: [...rasterImages, fileKinds.pdf],
  description: 'png, jpeg, jpg, webp o pdf',
};

/** What every file field of the contract accepts, by operation and field; the gateway refuses to start without one. */
export const uploadRules = {
  editProfile: { photo: imageRule },
  saveSurveyMultimedia: { FileImage: surveyImageRule },
  createCompanyCustomize: { companyLogoFile: imageRule },
  updateCompanyCustomize: { companyLogoFile: imageRule },
  createCompanyHoliday: { imageFile: imageRule, videoFile: noticeVideoRule },
  updateCompanyHoliday: { imageFile: imageRule, videoFile: noticeVideoRule },
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
  createRewardProduct: { fileImage: imageRule, filePDF: rewardPdfRule },
  updateRewardProduct: { fileImage: imageRule, filePDF: rewardPdfRule },
  loadRewardCoupons: { couponData: couponDataRule },
  createRewardCategory: { iconFile: categoryIconRule },
  updateRewardCategory: { iconFile: categoryIconRule },
  createRewardProvider: { logoImage: imageRule },
  updateRewardProvider: { logoImage: imageRule },
  createCompanyPost: { images: postImageRule, files: postFileRule },
  updateCompanyPost: { images: postImageRule, files: postFileRule },
  addStorageFiles: { files: postFileRule },
  replaceStorageFile: { files: postFileRule },
  uploadFiles: { files: postFileRule },
  createAdminTalk: { images: talkImageRule },
  updateAdminTalk: { images: talkImageRule },
  createGenericItem: { files: genericImageRule },
  updateGenericItem: { files: genericImageRule },
} as const satisfies Partial<Record<keyof operations, Record<string, UploadRule>>>;
