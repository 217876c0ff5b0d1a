import type { ImageBox, ImageRules, UploadRule } from './upload-rule.js';

/** What can be read of a file before its content: its name, its size and the browser's media type, if any. */
export interface FileFacts {
  name: string;
  size: number;
  type?: string;
}

export type FileProblem = 'tooLarge' | 'notAllowed';
export type ImageProblem = 'imageTooSmall' | 'imageTooBig';

const extensionOf = (name: string) => /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/** The picker's accept attribute: every media type and file-name extension of the rule's kinds. */
export function acceptOf(rule: UploadRule): string {
  const accepted = rule.kinds.flatMap((kind) => [...kind.types, ...kind.names.map((name) => `.${name}`)]);
  return [...new Set(accepted)].join(',');
}

/**
 * A file's problem as far as its name, size and media type tell: too large, or of no kind of the rule. The
 * media type or the name is enough, since browsers name some types differently (a CSV on Windows) or not at
 * all; the gateway recognises the real kind by content.
 */
export function fileProblem(rule: UploadRule, file: FileFacts): FileProblem | null {
  if (file.size > rule.maxBytes) return 'tooLarge';
  const extension = extensionOf(file.name);
  const known = rule.kinds.some(
    (kind) => (file.type !== undefined && kind.types.includes(file.type)) || kind.names.includes(extension),
  );
  return known ? null : 'notAllowed';
}

/** An image's problem with the rule's sizes, if any. */
export function imageProblem(rules: ImageRules, size: ImageBox): ImageProblem | null {
  if (size.width < (rules.minWidth ?? 0) || size.height < (rules.minHeight ?? 0)) return 'imageTooSmall';
  if (size.width > (rules.maxWidth ?? Infinity) || size.height > (rules.maxHeight ?? Infinity))
    return 'imageTooBig';
  return null;
}
