import type { FileKind } from './upload-kinds.js';

export const MEGABYTE = 1024 * 1024;

/** Optional size rules for images, in pixels. */
export interface ImageRules {
  minWidth?: number;
  minHeight?: number;
  maxWidth?: number;
  maxHeight?: number;
}

/**
 * What one file field of one operation accepts (docs/decisions/0065-uploads.md). The registrar enforces
 * count and size while the parts stream in, then checks every file's content before the handler runs.
 */
export interface UploadRule {
  kinds: readonly FileKind[];
  /** Bytes per file. */
  maxBytes: number;
  /** Files in the field; never more than the contract's maxItems. */
  maxCount: number;
  image?: ImageRules;
  /** The accepted kinds as a person reads them, for the refusal message. */
  description: string;
  /** A refusal text of the area's own for content of another kind (the spec's, when it has one). */
  notAllowedMessage?: string;
  /** A refusal text of the area's own for a file over maxBytes (the spec's, when it has one). */
  tooLargeMessage?: string;
}

/** The most bytes one multipart request may carry in files, whatever its rules say per file. */
export const MAX_REQUEST_FILE_BYTES = 25 * MEGABYTE;

/** What each member may keep stored at once across every area. */
export const MEMBER_QUOTA_BYTES = 100 * MEGABYTE;
