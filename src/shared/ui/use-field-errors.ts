import { useState } from 'react';

type FieldMessages<K extends string> = Partial<Record<K, string | null | undefined>>;

/**
 * A form's own messages per field: shown when it is sent, each gone as soon as its field changes, so no message
 * stays on a field the person has fixed (the next send checks again).
 */
export function useFieldErrors<K extends string>() {
  const [errors, setErrors] = useState<FieldMessages<K>>({});
  return {
    errors,
    /** Shows what the check found; true when nothing was. */
    check: (found: FieldMessages<K>): boolean => {
      setErrors(found);
      return !Object.values(found).some(Boolean);
    },
    /** The field's change handler, which first clears the field's message. */
    onFix:
      <A extends unknown[]>(field: K, change: (...args: A) => void) =>
      (...args: A) => {
        setErrors((current) => (current[field] ? { ...current, [field]: null } : current));
        change(...args);
      },
  };
}
