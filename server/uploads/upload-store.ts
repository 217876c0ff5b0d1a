import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CheckedUpload } from './upload-policy.js';

/** Public URL prefix of stored uploads (served by registerUploadFiles). */
export const UPLOADS_URL = '/files/uploads';

const FOLDER = /^[a-z0-9-]+$/;

/**
 * Writes a checked upload under `<uploadsDir>/<folder>/` with a name the server chooses (a random UUID and the
 * extension of the detected type), so nothing the client sent reaches the file system; returns its URL.
 */
export async function storeUpload(
  uploadsDir: string,
  folder: string,
  upload: CheckedUpload,
): Promise<string> {
  if (!FOLDER.test(folder)) throw new Error(`Invalid upload folder: ${folder}`);
  const name = `${randomUUID()}.${upload.extension}`;
  await mkdir(join(uploadsDir, folder), { recursive: true });
  await writeFile(join(uploadsDir, folder, name), upload.data, { flag: 'wx' });
  return `${UPLOADS_URL}/${folder}/${name}`;
}
