import { operatorMessages as m } from './messages';

/** Client-side comfort for the operator's forms (spec 002 §5); the gateway checks the same and more. */
export const requiredText = (value: string) =>
  !value ? m.required : /^\s/.test(value) ? m.leadingSpace : null;
export const requiredNumber = (value: number | string) =>
  value === '' || value === null ? m.required : null;
export const requiredChoice = (value: string | null) => (value ? null : m.required);
