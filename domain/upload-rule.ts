import type { FileKind } from './file-kinds.js';

export const MEGABYTE = 1024 * 1024;

/** A width and a height in pixels. */
export interface ImageBox {
  width: number;
  height: number;
}

/** Optional size rules for images, in pixels. */
export interface ImageRules {
  minWidth?: number;
  minHeight?: number;
  maxWidth?: number;
  maxHeight?: number;
}

/**
 * What one file field of one operation accepts (docs/decisions/0065-uploads.md, 0198-one-uploader.md). The
 * gateway's registrar enforces count and size while the parts stream in, then checks every file's content
 * before the handler runs; the portal's uploader derives its picker and its comfort checks from the same rule.
 */
export interface UploadRule {
  kinds: readonly FileKind[];
  /** Bytes per file. */
  maxBytes: number;
  /** Files in the field; never more than the contract's maxItems. */
  maxCount: number;
  image?: ImageRules;
  /** The accepted kinds as a person reads them, for the gateway's refusal message. */
  description: string;
  /** A refusal text of the area's own for content of another kind (the spec's, when it has one). */
  notAllowedMessage?: string;
  /** A refusal text of the area's own for a file over maxBytes (the spec's, when it has one). */
  tooLargeMessage?: string;
}
