import { adminPostMessages } from './messages';

const r = adminPostMessages.rules;

/** Title rules of spec 002 §5: required, not starting with a space. */
export function titleProblem(title: string): string | null {
  if (title.trim() === '') return r.required;
  return /^\s/.test(title) ? r.leadingSpace : null;
}
