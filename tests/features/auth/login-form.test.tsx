import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authMessages as m, LoginButton } from '@/features/auth';
import { fakeAuthServices, renderWithAuth } from '../../flows/support/render-auth';

async function openModal() {
  const fake = fakeAuthServices();
  renderWithAuth(<LoginButton />, { services: fake.services });
  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByRole('button', { name: m.openButton }));
  return { ...fake, user, dialog: await screen.findByRole('dialog') };
}

/** Opens the modal, types the credentials and presses the sign-in button. */
async function submitCredentials(email: string, password: string) {
  const app = await openModal();
  await app.user.type(within(app.dialog).getByLabelText(m.fields.email), email);
  await app.user.type(within(app.dialog).getByLabelText(m.fields.password), password);
  await app.user.click(within(app.dialog).getByRole('button', { name: m.actions.signIn }));
  return app;
}

describe('login form validation (spec 000 §5)', () => {
  it('requires the e-mail and the password and announces both errors', async () => {
    const { user, dialog, gates } = await openModal();
    await user.click(within(dialog).getByRole('button', { name: m.actions.signIn }));
    expect(
      within(dialog)
        .getAllByRole('alert')
        .map((a) => a.textContent),
    ).toEqual([m.validation.required, m.validation.required]);
    expect(within(dialog).getByLabelText(m.fields.email)).toHaveAttribute('aria-invalid', 'true');
    expect(gates.signIn.calls).toHaveLength(0);
  });

  it('rejects an e-mail of invalid format', async () => {
    const { dialog, gates } = await submitCredentials('ana@muro', 'x');
    expect(within(dialog).getByText(m.validation.emailFormat)).toBeVisible();
    expect(gates.signIn.calls).toHaveLength(0);
  });

  it('sends trimmed credentials once they are valid', async () => {
    const { gates } = await submitCredentials(' ana@muro.mx ', 'Secreta1!');
    expect(gates.signIn.calls).toEqual([{ username: 'ana@muro.mx', password: 'Secreta1!' }]);
  });

  it('moves focus into the modal and back to the button when it closes', async () => {
    const { user, dialog } = await openModal();
    expect(within(dialog).getByLabelText(m.fields.email)).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Mantine returns focus on the next tick after the modal unmounts.
    await waitFor(() => expect(screen.getByRole('button', { name: m.openButton })).toHaveFocus());
  });
});
