import { adminRecognitionMessages } from './messages';

const m = adminRecognitionMessages.levels;
const ICON = /\.(svg|ico)$/i;

/** The client's check of a level icon (spec 002 §5): exactly one .svg or .ico; the server checks the content. */
export function iconError(files: File[], required: boolean): string | null {
  if (files.length > 1) return m.oneIcon;
  const [file] = files;
  if (!file) return required ? m.iconType : null;
  return ICON.test(file.name) ? null : m.iconType;
}
