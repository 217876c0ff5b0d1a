import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { authMessages as m } from '@/features/auth';
import ReferralRegisterPage from '@/features/auth/referral-register.page';
import { fakeAuthServices, renderWithAuth } from '../../flows/support/render-auth';
import { fieldLabel } from '../../support/field-label';
import { fillRequiredFields } from './register-fields';

const c = m.community;

function openReferral(token: string) {
  const fake = fakeAuthServices();
  renderWithAuth(
    <Routes>
      <Route path="/register/:referralToken" element={<ReferralRegisterPage />} />
    </Routes>,
    { route: `/register/${token}`, services: fake.services },
  );
  return { ...fake, user: userEvent.setup({ delay: null }) };
}

/** The registration form, waiting until the link's check was asked for. */
async function formOf(gates: ReturnType<typeof fakeAuthServices>['gates']) {
  const dialog = await screen.findByRole('dialog');
  await waitFor(() => expect(gates.checkInvitation.waiting).toBe(true));
  return dialog;
}

describe('referral registration page (/register/:referralToken)', () => {
  it('opens the register mode at once and sends the link’s token with the registration', async () => {
    const { user, gates } = openReferral('ref-7f3a9');
    const dialog = await formOf(gates);
    expect(gates.checkInvitation.calls).toEqual(['ref-7f3a9']);
    expect(within(dialog).getByRole('heading', { name: m.titles.register })).toBeVisible();
    expect(within(dialog).getByLabelText(fieldLabel(m.fields.firstName))).toHaveFocus();
    await fillRequiredFields(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: m.actions.register }));
    expect(gates.register.calls).toEqual([
      expect.objectContaining({ email: 'ana@muro.mx', ReferralToken: 'ref-7f3a9' }),
    ]);
    expect(gates.register.calls[0]).not.toHaveProperty('CompanyId');
  });

  it('names on the form the company whose invitation it is, once the link is checked', async () => {
    const { gates } = openReferral('ref-7f3a9');
    const dialog = await formOf(gates);
    expect(within(dialog).getByText(c.checking)).toBeVisible();
    await gates.checkInvitation.resolve('Brisa Textil');
    expect(await within(dialog).findByText(c.invited('Brisa Textil'))).toBeVisible();
    expect(within(dialog).queryByText(c.checking)).toBeNull();
  });

  it('says an invalid link joins the general community, and still lets the person register', async () => {
    const { user, gates } = openReferral('caducada');
    const dialog = await formOf(gates);
    await gates.checkInvitation.resolve(null);
    expect(await within(dialog).findByText(c.invalidInvitation)).toBeVisible();
    expect(within(dialog).getByRole('button', { name: m.actions.register })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: m.close }));
    expect(screen.getByText(c.invalidInvitation)).toBeVisible();
  });

  it('falls back to the general rule when the link cannot be checked', async () => {
    const { gates } = openReferral('ref-7f3a9');
    const dialog = await formOf(gates);
    await gates.checkInvitation.reject(new Error('Sin conexión'));
    expect(await within(dialog).findByText(c.general)).toBeVisible();
  });

  it('reopens the registration from the page after the modal was closed', async () => {
    const { user, gates } = openReferral('ref-7f3a9');
    await user.click(within(await formOf(gates)).getByRole('button', { name: m.close }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: m.titles.register })).toBeVisible();
    await user.click(screen.getByRole('button', { name: m.actions.toRegister }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: m.titles.register })).toBeVisible();
  });
});
