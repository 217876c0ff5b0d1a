import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { profileMessages as m } from '@/features/profile/messages';
import { PhotoStep } from '@/features/profile/wizard/photo-step';
import { withPersonal, withPhoto, type OnboardingProfile } from '../../../machines/onboarding-profile';

function renderStep(profile: OnboardingProfile) {
  const onSubmit = vi.fn();
  render(
    <MantineProvider>
      <PhotoStep profile={profile} saving={false} onBack={() => {}} onSubmit={onSubmit} />
    </MantineProvider>,
  );
  return onSubmit;
}

describe("the onboarding's photo step", () => {
  it('keeps the saved photo when the member comes back to the step and saves again', async () => {
    const onSubmit = renderStep(withPhoto);
    await userEvent.click(screen.getByRole('button', { name: m.wizard.save }));
    expect(screen.queryByText(m.validation.required)).toBeNull();
    expect(onSubmit).toHaveBeenCalledWith(expect.any(String), null);
  });

  it('asks for a photo while the member has only the default one', async () => {
    const onSubmit = renderStep(withPersonal);
    await userEvent.click(screen.getByRole('button', { name: m.wizard.save }));
    expect(screen.getByText(m.validation.required)).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('takes the message away once the member picks a photo', async () => {
    renderStep(withPersonal);
    await userEvent.click(screen.getByRole('button', { name: m.wizard.save }));
    expect(screen.getByText(m.validation.required)).toBeVisible();

    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'foto.png', {
      type: 'image/png',
    });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('No file input');
    await userEvent.upload(input, png);
    await waitFor(() => expect(screen.queryByText(m.validation.required)).toBeNull());
  });
});
