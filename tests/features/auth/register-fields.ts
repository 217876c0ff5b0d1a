import { within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { authMessages as m } from '@/features/auth';
import { fieldLabel } from '../../support/field-label';

/** Types a valid value in every required field of the register form. */
export async function fillRequiredFields(user: UserEvent, dialog: HTMLElement) {
  const field = (label: string) => within(dialog).getByLabelText(fieldLabel(label));
  await user.type(field(m.fields.firstName), 'Ana');
  await user.type(field(m.fields.lastName), 'López');
  await user.type(field(m.fields.birthday), '1990-05-04');
  await user.type(field(m.fields.email), 'ana@muro.mx');
  await user.type(field(m.fields.password), 'Segura#2025');
  await user.type(field(m.fields.confirmPassword), 'Segura#2025');
}
