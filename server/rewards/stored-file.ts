import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

const UPLOADED = /^\/files\/uploads\/([a-z0-9-]+)\/([0-9a-f-]{36}\.[a-z]+)$/;
const BUNDLED = /^\/files\/rewards\/([a-z0-9-]+\.[a-z]+)$/;
const bundledDir = join(import.meta.dirname, '..', 'files', 'rewards');

/**
 * The bytes behind a reward file's URL: an operator's upload (under the uploads folder) or a demo file
 * bundled with the gateway. Only those two shapes are read, so a URL can never point elsewhere on disk.
 */
export async function readRewardFile(url: string, uploadsDir: string): Promise<Buffer> {
  const uploaded = url.match(UPLOADED);
  if (uploaded) return readFile(join(uploadsDir, uploaded[1] as string, uploaded[2] as string));
  const bundled = url.match(BUNDLED);
  if (bundled) return readFile(join(bundledDir, bundled[1] as string));
  throw new Error(`Not a reward file URL: ${url}`);
}
