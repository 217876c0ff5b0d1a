import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authMessages as m, LoginButton } from '@/features/auth';
import { fakeAuthServices, renderWithAuth } from '../../flows/support/render-auth';

// The modal's module arrives only when the test says so, like a slow network.
const arrival = vi.hoisted(() => {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { arrived, release: () => release(), requested: vi.fn() };
});

vi.mock('@/features/auth/components/login-dialog', async (importOriginal) => {
  arrival.requested();
  await arrival.arrived;
  return importOriginal();
});

afterEach(() => arrival.release());

describe('LoginButton loads the modal on demand', () => {
  it('asks for the modal’s code only on intent, shows progress, then moves focus into the modal', async () => {
    const fake = fakeAuthServices();
    renderWithAuth(<LoginButton />, { services: fake.services });
    const user = userEvent.setup({ delay: null });
    const button = screen.getByRole('button', { name: m.openButton });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(arrival.requested).not.toHaveBeenCalled();

    await user.tab();
    expect(button).toHaveFocus();
    await waitFor(() => expect(arrival.requested).toHaveBeenCalledTimes(1));
    // Focusing alone shows nothing.
    expect(screen.queryByRole('status', { name: m.hints.loading })).not.toBeInTheDocument();

    await user.keyboard('{Enter}');
    expect(screen.getByRole('status', { name: m.hints.loading })).toBeVisible();
    expect(button).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await act(async () => arrival.release());
    const dialog = await screen.findByRole('dialog');
    expect(screen.queryByRole('status', { name: m.hints.loading })).not.toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByLabelText(m.fields.email)).toHaveFocus());
    expect(fake.services.prepareSocialSignIn).toHaveBeenCalledTimes(1);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(button).toHaveFocus());

    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog')).toBeVisible();
    expect(fake.services.prepareSocialSignIn).toHaveBeenCalledTimes(2);
  });
});
