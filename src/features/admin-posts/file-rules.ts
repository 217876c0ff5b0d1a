import { adminPostMessages } from './messages';

const r = adminPostMessages.rules;
const MAX_BYTES = 10 * 1024 * 1024;
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

export interface Box {
  width: number;
  height: number;
}

/** Comfort checks of a chosen file (spec 001 §5 "File uploader"); the gateway checks the real content. */
function fileProblem(file: File, allowPdf: boolean): string | null {
  if (file.size > MAX_BYTES) return r.fileTooLarge;
  const allowed = allowPdf ? [...IMAGE_TYPES, 'application/pdf'] : IMAGE_TYPES;
  return allowed.includes(file.type) ? null : r.notAllowed;
}

/** The pixel size of an image file, or null when the browser cannot tell (then the gateway decides). */
async function imageBox(file: File): Promise<Box | null> {
  if (!file.type.startsWith('image/') || typeof createImageBitmap !== 'function') return null;
  try {
    const bitmap = await createImageBitmap(file);
    const box = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return box;
  } catch {
    return null;
  }
}

/** The first problem of a set of files: kind, size, then dimensions over `max`. */
export async function filesProblem(files: File[], max: Box, allowPdf = false): Promise<string | null> {
  for (const file of files) {
    const problem = fileProblem(file, allowPdf);
    if (problem) return problem;
    const box = await imageBox(file);
    if (box && (box.width > max.width || box.height > max.height)) return r.tooBig;
  }
  return null;
}

/** Title rules of spec 002 §5: required, not starting with a space. */
export function titleProblem(title: string): string | null {
  if (title.trim() === '') return r.required;
  return /^\s/.test(title) ? r.leadingSpace : null;
}
