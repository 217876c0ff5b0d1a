/**
 * The kinds of file an area may accept, recognised by their content (file-type), never by name or the
 * browser's claim. Images are decoded and written again (server/uploads/check-upload.ts): `storedAs` is the
 * format they are re-encoded to, so only pixels reach the disk and metadata is dropped.
 */
export interface FileKind {
  /** The media type file-type detects. */
  mime: string;
  /** The extension the stored file gets. */
  extension: string;
  /** For images: the format the decoded pixels are written in. */
  storedAs?: 'png' | 'jpeg' | 'webp' | 'gif';
  /** Plain text has no signature: it is accepted when it is valid UTF-8 without NUL bytes. */
  text?: boolean;
  /** Decoded by a way of its own before sharp writes its pixels (check-upload.ts): SVG is rasterised. */
  decode?: 'svg' | 'ico';
}

export const fileKinds = {
  png: { mime: 'image/png', extension: 'png', storedAs: 'png' },
  apng: { mime: 'image/apng', extension: 'png', storedAs: 'png' },
  jpeg: { mime: 'image/jpeg', extension: 'jpg', storedAs: 'jpeg' },
  webp: { mime: 'image/webp', extension: 'webp', storedAs: 'webp' },
  gif: { mime: 'image/gif', extension: 'gif', storedAs: 'gif' },
  // Browsers do not show TIFF and AVIF everywhere; their pixels are kept as PNG and WebP.
  tiff: { mime: 'image/tiff', extension: 'png', storedAs: 'png' },
  avif: { mime: 'image/avif', extension: 'webp', storedAs: 'webp' },
  // Icons: an SVG is drawn to pixels (no script, link or style survives) and an ICO's largest image kept.
  svg: { mime: 'image/svg+xml', extension: 'png', storedAs: 'png', decode: 'svg' },
  ico: { mime: 'image/x-icon', extension: 'png', storedAs: 'png', decode: 'ico' },
  pdf: { mime: 'application/pdf', extension: 'pdf' },
  docx: {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extension: 'docx',
  },
  // file-type names legacy Office files (.doc) by their container format.
  doc: { mime: 'application/x-cfb', extension: 'doc' },
  mp4: { mime: 'video/mp4', extension: 'mp4' },
  webm: { mime: 'video/webm', extension: 'webm' },
  csv: { mime: 'text/csv', extension: 'csv', text: true },
} as const satisfies Record<string, FileKind>;
