/**
 * The kinds of file an area may accept. The gateway recognises a kind by its content (file-type), never by
 * name or the browser's claim; the portal's picker offers and pre-checks it by the browser's media type and
 * the file's name. Images are decoded and written again (server/uploads/check-upload.ts): `storedAs` is the
 * format they are re-encoded to, so only pixels reach the disk and metadata is dropped.
 */
export interface FileKind {
  /** The media type file-type detects. */
  mime: string;
  /** The extension the stored file gets. */
  extension: string;
  /** The media types browsers give a picked file of this kind. */
  types: readonly string[];
  /** The file-name extensions of this kind, without the dot. */
  names: readonly string[];
  /** For images: the format the decoded pixels are written in. */
  storedAs?: 'png' | 'jpeg' | 'webp' | 'gif';
  /** Plain text has no signature: it is accepted when it is valid UTF-8 without NUL bytes. */
  text?: boolean;
  /** Decoded by a way of its own before sharp writes its pixels (check-upload.ts): SVG is rasterised. */
  decode?: 'svg' | 'ico';
}

export const fileKinds = {
  png: { mime: 'image/png', extension: 'png', types: ['image/png'], names: ['png'], storedAs: 'png' },
  apng: { mime: 'image/apng', extension: 'png', types: ['image/apng'], names: ['apng'], storedAs: 'png' },
  jpeg: {
    mime: 'image/jpeg',
    extension: 'jpg',
    types: ['image/jpeg', 'image/pjpeg'],
    names: ['jpg', 'jpeg', 'jfif', 'pjpeg', 'pjp'],
    storedAs: 'jpeg',
  },
  webp: { mime: 'image/webp', extension: 'webp', types: ['image/webp'], names: ['webp'], storedAs: 'webp' },
  gif: { mime: 'image/gif', extension: 'gif', types: ['image/gif'], names: ['gif'], storedAs: 'gif' },
  // Browsers do not show TIFF and AVIF everywhere; their pixels are kept as PNG and WebP.
  tiff: {
    mime: 'image/tiff',
    extension: 'png',
    types: ['image/tiff'],
    names: ['tif', 'tiff'],
    storedAs: 'png',
  },
  avif: { mime: 'image/avif', extension: 'webp', types: ['image/avif'], names: ['avif'], storedAs: 'webp' },
  // Icons: an SVG is drawn to pixels (no script, link or style survives) and an ICO's largest image kept.
  svg: {
    mime: 'image/svg+xml',
    extension: 'png',
    types: ['image/svg+xml'],
    names: ['svg'],
    storedAs: 'png',
    decode: 'svg',
  },
  ico: {
    mime: 'image/x-icon',
    extension: 'png',
    types: ['image/x-icon', 'image/vnd.microsoft.icon'],
    names: ['ico'],
    storedAs: 'png',
    decode: 'ico',
  },
  pdf: { mime: 'application/pdf', extension: 'pdf', types: ['application/pdf'], names: ['pdf'] },
  docx: {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extension: 'docx',
    types: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    names: ['docx'],
  },
  // file-type names legacy Office files (.doc) by their container format; browsers by the application.
  doc: { mime: 'application/x-cfb', extension: 'doc', types: ['application/msword'], names: ['doc'] },
  mp4: { mime: 'video/mp4', extension: 'mp4', types: ['video/mp4'], names: ['mp4'] },
  webm: { mime: 'video/webm', extension: 'webm', types: ['video/webm'], names: ['webm'] },
  csv: { mime: 'text/csv', extension: 'csv', types: ['text/csv'], names: ['csv'], text: true },
  txt: { mime: 'text/plain', extension: 'txt', types: ['text/plain'], names: ['txt'], text: true },
  xlsx: {
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extension: 'xlsx',
    types: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    names: ['xlsx'],
  },
} as const satisfies Record<string, FileKind>;
