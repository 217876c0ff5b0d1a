import type { ImageBox } from '@domain/upload-rule';

/** Whether this browser can measure a picked image; where it cannot, the gateway's check is the only one. */
export const canReadImageSize = () => typeof createImageBitmap === 'function';

/** The pixel size of a picked image, decoded by the browser before anything is sent. */
export async function readImageSize(file: File): Promise<ImageBox> {
  const bitmap = await createImageBitmap(file);
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return size;
}
