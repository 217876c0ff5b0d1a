import { useState, type ChangeEvent, type FormEvent } from 'react';
import { contactRules, type ContactValues } from './contact-rules';

type Field = keyof ContactValues;
type Errors = Partial<Record<Field, string>>;

const EMPTY: ContactValues = { subject: '', email: '', textMessage: '' };
const FIELDS = Object.keys(EMPTY) as Field[];

/**
 * The contact form's three fields without a form library, which would otherwise load with every page's
 * footer: a field is checked when it loses focus, all of them on submit, and typing clears its message.
 */
export function useContactFields() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const field = (name: Field) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
    onBlur: () =>
      setErrors((current) => ({ ...current, [name]: contactRules[name](values[name]) ?? undefined })),
  });
  const onSubmit = (send: (values: ContactValues) => void) => (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    for (const name of FIELDS) found[name] = contactRules[name](values[name]) ?? undefined;
    setErrors(found);
    if (FIELDS.every((name) => !found[name])) send(values);
  };
  const reset = () => {
    setValues(EMPTY);
    setErrors({});
  };
  return { field, onSubmit, reset };
}
