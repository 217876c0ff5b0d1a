import type { FieldError } from '../domain-errors.js';
import { invalidInput } from '../domain-errors.js';
import type { BodyOf } from '../routes/handler.js';
import { jobMessages as m } from './job-messages.js';
import type { JobData } from './job-store.js';

type Form = BodyOf<'registerJob'>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\d{10}$/;
const MAX_TEXT = 50;

/** The rules of spec 001 §5 "Job form" for step 1; the logo is checked by its upload rule. */
export function jobDataOf(form: Form, companyImage: string | null): JobData {
  const errors: FieldError[] = [];
  const text = (field: keyof Form & string, value: string) => {
    const trimmed = value.trim();
    if (trimmed === '') errors.push({ field, message: m.required });
    else if (trimmed.length > MAX_TEXT) errors.push({ field, message: m.textTooLong });
    return trimmed;
  };
  const title = text('Title', form.Title);
  const location = text('Location', form.Location);
  const direction = text('Direction', form.Direction);
  const companyName = text('CompanyName', form.CompanyName);
  const email = form.Email.trim();
  if (!EMAIL.test(email)) errors.push({ field: 'Email', message: m.emailInvalid });
  const phoneNumber = form.PhoneNumber.trim();
  if (!PHONE.test(phoneNumber)) errors.push({ field: 'PhoneNumber', message: m.phoneDigits });
  const description = form.Description.trim();
  if (description === '') errors.push({ field: 'Description', message: m.descriptionRequired });
  const categoryIds = form.JobCategory ?? [];
  if (categoryIds.length === 0) errors.push({ field: 'JobCategory', message: m.categoryRequired });
  if (errors.length > 0) throw invalidInput(errors);
  return {
    title,
    companyName,
    companyImage,
    location,
    direction,
    salary: form.Salary,
    currency: form.Currency ?? 'MXN',
    description,
    email,
    phoneNumber,
    categoryIds,
  };
}

/** Step 2: the sections with content; at least one (spec 001 §5). */
export function sectionsOf(sections: { Description: string; JobSectionTypeId: number }[]) {
  const filled = sections
    .map((s) => ({ jobSectionTypeId: s.JobSectionTypeId, description: s.Description.trim() }))
    .filter((s) => s.description !== '');
  if (filled.length === 0) throw invalidInput([{ field: 'JobSection', message: m.sectionRequired }]);
  return filled;
}
