export interface ImageSize {
  width: number;
  height: number;
}

/** The pixel size of a picked image, read by the browser before anything is sent. */
export async function readImageSize(file: File): Promise<ImageSize> {
  const bitmap = await createImageBitmap(file);
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return size;
}
