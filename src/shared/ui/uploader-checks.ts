import { fileProblem, imageProblem, type FileProblem, type ImageProblem } from '@domain/file-checks';
import { uploaderMessages, uploadMessages } from '@domain/upload-messages';
import { MEGABYTE, type ImageBox, type UploadRule } from '@domain/upload-rule';

export type UploadRefusal = FileProblem | ImageProblem | 'tooMany';

/** Refusal texts an area words its own way; they win over the rule's and the uploader's. */
export type RefusalTexts = Partial<Record<'tooLarge' | 'notAllowed' | 'imageTooBig' | 'tooMany', string>>;

export interface Sorted {
  kept: File[];
  refusals: UploadRefusal[];
}

/**
 * The text of a refusal: the area's, then the rule's, then the uploader's of spec 001 §5. `several` says
 * that more than one file was picked at once, which words a size refusal as a warning about the skipped ones.
 */
export function refusalText(
  rule: UploadRule,
  refusal: UploadRefusal,
  texts: RefusalTexts = {},
  several = false,
): string {
  const megabytes = Math.ceil(rule.maxBytes / MEGABYTE);
  switch (refusal) {
    case 'tooLarge':
      return (
        texts.tooLarge ??
        rule.tooLargeMessage ??
        (several ? uploaderMessages.severalTooLarge(megabytes) : uploaderMessages.tooLarge(megabytes))
      );
    case 'notAllowed':
      return texts.notAllowed ?? rule.notAllowedMessage ?? uploaderMessages.notAllowed;
    case 'imageTooBig':
      return texts.imageTooBig ?? uploaderMessages.imageTooBig;
    case 'imageTooSmall':
      return uploadMessages.imageTooSmall(rule.image?.minWidth ?? 0, rule.image?.minHeight ?? 0);
    case 'tooMany':
      return texts.tooMany ?? uploadMessages.tooManyInField(rule.maxCount);
  }
}

/** Splits picked files by what their name, size and media type tell. */
export function sortByFacts(rule: UploadRule, files: File[]): Sorted {
  const sorted: Sorted = { kept: [], refusals: [] };
  for (const file of files) {
    const problem = fileProblem(rule, { name: file.name, size: file.size, type: file.type || undefined });
    if (problem) sorted.refusals.push(problem);
    else sorted.kept.push(file);
  }
  return sorted;
}

/** Whether a file needs its pixel size read: the rule limits images and the browser calls it one. */
export const needsMeasuring = (rule: UploadRule, file: File) =>
  rule.image !== undefined && file.type.startsWith('image/');

/** Splits files by their pixel size; an image the browser cannot decode is not one the rule takes. */
export async function sortBySize(
  rule: UploadRule,
  files: File[],
  read: (file: File) => Promise<ImageBox>,
): Promise<Sorted> {
  const limits = rule.image;
  const problems = await Promise.all(
    files.map(async (file): Promise<UploadRefusal | null> => {
      if (!limits || !needsMeasuring(rule, file)) return null;
      try {
        return imageProblem(limits, await read(file));
      } catch {
        return 'notAllowed';
      }
    }),
  );
  return {
    kept: files.filter((_, index) => !problems[index]),
    refusals: problems.filter((problem): problem is UploadRefusal => problem !== null),
  };
}

/** The first `maxCount` files; the rest are refused. */
export function capCount(rule: UploadRule, sorted: Sorted): Sorted {
  if (sorted.kept.length <= rule.maxCount) return sorted;
  return { kept: sorted.kept.slice(0, rule.maxCount), refusals: [...sorted.refusals, 'tooMany'] };
}
