/** A file part of a multipart request, read within its rule's limits by the registrar (docs/decisions/0031). */
export interface UploadedFile {
  /** The form field it came in, as the contract names it. */
  fieldName: string;
  /** The name the browser sent; shown back at most, never used to decide the type or the stored name. */
  fileName: string;
  /** The media type the browser claimed; informative only, the real type comes from the content. */
  declaredType: string;
  data: Buffer;
}

/** A file whose content was checked against its rule; images hold their re-encoded pixels only. */
export interface CheckedUpload {
  fieldName: string;
  /** The name the browser sent, for display only. */
  fileName: string;
  data: Buffer;
  mime: string;
  extension: string;
}
