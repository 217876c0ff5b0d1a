import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { authMessages as m, LoginButton } from '@/features/auth';
import { fakeAuthServices, renderWithAuth } from '../../flows/support/render-auth';
import { fieldLabel } from '../../support/field-label';
import { fillRequiredFields } from './register-fields';

async function openRegister(catalog = false) {
  const fake = fakeAuthServices();
  if (catalog)
    fake.services.loadCatalog = async (name) =>
      name === 'maritalStatus' ? [{ id: 2, description: 'Soltero' }] : [];
  renderWithAuth(<LoginButton />, { services: fake.services });
  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByRole('button', { name: m.openButton }));
  await user.click(
    within(await screen.findByRole('dialog')).getByRole('button', { name: m.actions.toRegister }),
  );
  return { ...fake, user, dialog: await screen.findByRole('dialog') };
}

/** The register form with every required field valid. */
async function fillRequired() {
  const app = await openRegister();
  const { user, dialog } = app;
  await fillRequiredFields(user, dialog);
  return app;
}

const ruleState = (dialog: HTMLElement, rule: string) =>
  within(dialog).getByText(rule).closest('li')?.textContent ?? '';

describe('register form (spec 000 §3, §5)', () => {
  it('ticks the password checklist live and removes spaces as typed', async () => {
    const { user, dialog } = await openRegister();
    const password = within(dialog).getByLabelText(fieldLabel(m.fields.password));
    expect(ruleState(dialog, m.passwordRules.uppercase)).toContain(m.hints.rulePending);
    await user.type(password, 'ab C1');
    expect(password).toHaveValue('abC1');
    expect(ruleState(dialog, m.passwordRules.uppercase)).toContain(m.hints.ruleMet);
    expect(ruleState(dialog, m.passwordRules.digit)).toContain(m.hints.ruleMet);
    expect(ruleState(dialog, m.passwordRules.special)).toContain(m.hints.rulePending);
    expect(ruleState(dialog, m.passwordRules.length)).toContain(m.hints.rulePending);
    await user.type(password, '#xyzw');
    expect(ruleState(dialog, m.passwordRules.special)).toContain(m.hints.ruleMet);
    expect(ruleState(dialog, m.passwordRules.length)).toContain(m.hints.ruleMet);
  });

  it('refuses a confirmation that differs, a weak password and a person under 18', async () => {
    const { user, dialog, gates } = await openRegister();
    await user.type(within(dialog).getByLabelText(fieldLabel(m.fields.password)), 'abc');
    await user.type(within(dialog).getByLabelText(fieldLabel(m.fields.confirmPassword)), 'abd');
    await user.type(
      within(dialog).getByLabelText(fieldLabel(m.fields.birthday)),
      dayjs().subtract(17, 'year').format('YYYY-MM-DD'),
    );
    await user.click(within(dialog).getByRole('button', { name: m.actions.register }));
    expect(within(dialog).getByText(m.validation.passwordsDiffer)).toBeVisible();
    expect(within(dialog).getByText(m.validation.passwordRules)).toBeVisible();
    expect(within(dialog).getByText(m.validation.minimumAge)).toBeVisible();
    expect(gates.register.calls).toHaveLength(0);
  });

  it('limits the birthday picker to adults', async () => {
    const { dialog } = await openRegister();
    expect(within(dialog).getByLabelText(fieldLabel(m.fields.birthday))).toHaveAttribute(
      'max',
      dayjs().subtract(18, 'year').format('YYYY-MM-DD'),
    );
  });

  it('offers a catalogue when it loads and sends the chosen id', async () => {
    const { user, dialog, gates } = await openRegister(true);
    await user.selectOptions(
      await within(dialog).findByLabelText(fieldLabel(m.fields.maritalStatus)),
      'Soltero',
    );
    expect(within(dialog).queryByLabelText(fieldLabel(m.fields.nationality))).not.toBeInTheDocument();
    await fillRequiredFields(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: m.actions.register }));
    expect(gates.register.calls[0]).toMatchObject({
      MaritalStatusTypeId: 2,
      birthday: '1990-05-04',
      middleName: undefined,
    });
  });

  it('sends gender, postal code and RFC, typing the RFC in capitals', async () => {
    const { user, dialog, gates } = await fillRequired();
    await user.selectOptions(
      within(dialog).getByLabelText(fieldLabel(m.fields.gender)),
      'Prefiero no decirlo',
    );
    await user.type(within(dialog).getByLabelText(fieldLabel(m.fields.postalCode)), '06600');
    await user.type(within(dialog).getByLabelText(fieldLabel(m.fields.rfc)), 'loha900504ab1');
    expect(within(dialog).getByLabelText(fieldLabel(m.fields.rfc))).toHaveValue('LOHA900504AB1');
    await user.click(within(dialog).getByRole('button', { name: m.actions.register }));
    expect(gates.register.calls).toEqual([
      expect.objectContaining({ gender: 'Prefiero no decirlo', PostalCode: '06600', RFC: 'LOHA900504AB1' }),
    ]);
    expect(gates.register.calls[0]).not.toHaveProperty('ReferralToken', expect.anything());
  });

  it('leaves the optional fields out when they are empty', async () => {
    const { user, dialog, gates } = await fillRequired();
    await user.click(within(dialog).getByRole('button', { name: m.actions.register }));
    expect(gates.register.calls[0]).toMatchObject({
      gender: undefined,
      PostalCode: undefined,
      RFC: undefined,
    });
  });

  it.each([
    ['a postal code without 5 digits', m.fields.postalCode, '0660', m.validation.postalCode],
    ['a postal code with letters', m.fields.postalCode, '06a00', m.validation.postalCode],
    ['an RFC that is too short', m.fields.rfc, 'LOHA9005AB1', m.validation.rfc],
    ['an RFC without its date', m.fields.rfc, 'LOHAXX0504AB1', m.validation.rfc],
  ])('refuses %s with a message in Spanish', async (_, label, value, message) => {
    const { user, dialog, gates } = await fillRequired();
    await user.type(within(dialog).getByLabelText(label), value);
    await user.click(within(dialog).getByRole('button', { name: m.actions.register }));
    expect(within(dialog).getByText(message)).toBeVisible();
    expect(within(dialog).getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    expect(gates.register.calls).toHaveLength(0);
  });

  it('says which community a registration without an invitation joins, naming no company', async () => {
    const { dialog } = await openRegister();
    expect(within(dialog).getByText(m.community.general)).toBeVisible();
  });

  it('marks the required fields as required before anything is submitted', async () => {
    const { dialog } = await openRegister();
    const requiredFields = [
      m.fields.firstName,
      m.fields.lastName,
      m.fields.birthday,
      m.fields.email,
      m.fields.password,
      m.fields.confirmPassword,
    ];
    for (const name of requiredFields) {
      const input = within(dialog).getByLabelText(fieldLabel(name));
      expect(input, name).toBeRequired();
      expect(dialog.querySelector(`label[for="${input.id}"]`)?.textContent, name).toMatch(/\*$/);
    }
    for (const name of [m.fields.middleName, m.fields.mobile, m.fields.postalCode, m.fields.rfc]) {
      expect(within(dialog).getByLabelText(fieldLabel(name)), name).not.toBeRequired();
    }
  });
});
