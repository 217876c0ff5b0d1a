import { MEGABYTE } from '../../domain/upload-rule.js';

/** The most bytes one multipart request may carry in files, whatever its rules say per file. */
export const MAX_REQUEST_FILE_BYTES = 25 * MEGABYTE;

/** What each member may keep stored at once across every area. */
export const MEMBER_QUOTA_BYTES = 100 * MEGABYTE;
