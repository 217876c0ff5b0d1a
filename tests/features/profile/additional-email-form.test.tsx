import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import { FullProfile } from '@/features/profile/components/full-profile';
import { profileMessages as m } from '@/features/profile/messages';
import type { UserProfile } from '@/features/profile/api';
import { fakeProfileServices, member, renderWithProfile } from './fake-profile-services';

const a = m.additionalEmail;

async function openAdditionalEmail(profile: UserProfile, saveAdditionalEmail = vi.fn(async () => 'Listo.')) {
  const user = userEvent.setup();
  renderWithProfile(<FullProfile profile={profile} />, fakeProfileServices({ saveAdditionalEmail }).services);
  await user.click(screen.getByRole('button', { name: m.header.edit }));
  const form = await screen.findByRole('form', { name: a.title });
  const field = within(form).getByRole('textbox', { name: m.fields.additionalEmail });
  const password = within(form).getByLabelText(m.fields.currentPassword, { exact: false });
  const save = within(form).getByRole('button', { name: a.save });
  return { user, form, field, password, save, saveAdditionalEmail };
}

describe('the additional e-mail in the profile drawer', () => {
  it('asks for the current password before sending a new address, and sends both', async () => {
    const { user, form, field, password, save, saveAdditionalEmail } = await openAdditionalEmail(member);
    expect(within(form).getByText(a.none)).toBeVisible();
    await user.type(field, 'mari@correo.mx');
    await user.click(save);
    expect(within(form).getByText(m.validation.required)).toBeVisible();
    expect(saveAdditionalEmail).not.toHaveBeenCalled();
    await user.type(password, 'Demo.2026!');
    await user.click(save);
    expect(saveAdditionalEmail).toHaveBeenCalledExactlyOnceWith('mari@correo.mx', 'Demo.2026!');
    expect(password).toHaveValue('');
  });

  it('explains a malformed address and keeps what was typed', async () => {
    const { user, form, field, password, save, saveAdditionalEmail } = await openAdditionalEmail(member);
    await user.type(field, 'mari@');
    await user.type(password, 'Demo.2026!');
    await user.click(save);
    expect(within(form).getByText(m.validation.emailFormat)).toBeVisible();
    expect(field).toHaveValue('mari@');
    expect(saveAdditionalEmail).not.toHaveBeenCalled();
  });

  it('says where the link went while the new address waits, and where reset links go meanwhile', async () => {
    const { form, field } = await openAdditionalEmail({
      ...member,
      additionalEmail: 'mari@correo.mx',
      additionalEmailVerified: true,
      pendingAdditionalEmail: 'mariana@otro.mx',
    });
    expect(within(form).getByText(a.pending('mariana@otro.mx'))).toBeVisible();
    expect(within(form).getByText(a.meanwhile('mari@correo.mx'))).toBeVisible();
    expect(field).toHaveValue('mariana@otro.mx');
  });

  it('tells an unconfirmed address that it routes no reset link yet', async () => {
    const { form } = await openAdditionalEmail({
      ...member,
      additionalEmail: 'puesta.por.rh@correo.mx',
      additionalEmailVerified: false,
    });
    expect(within(form).getByText(a.unverified('puesta.por.rh@correo.mx'))).toBeVisible();
  });

  it('clears a confirmed address with the password, as the cleared placeholder', async () => {
    const { user, field, password, save, saveAdditionalEmail } = await openAdditionalEmail({
      ...member,
      additionalEmail: 'mari@correo.mx',
      additionalEmailVerified: true,
    });
    await user.clear(field);
    await user.type(password, 'Demo.2026!');
    await user.click(save);
    expect(saveAdditionalEmail).toHaveBeenCalledExactlyOnceWith('-', 'Demo.2026!');
  });

  it("shows the gateway's refusal of a wrong password", async () => {
    const refuse = vi.fn(async () => {
      throw new ApiError('99', m.notices.wrongCurrentPassword);
    });
    const { user, form, field, password, save } = await openAdditionalEmail(member, refuse);
    await user.type(field, 'mari@correo.mx');
    await user.type(password, 'Equivocada.1');
    await user.click(save);
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      `${m.notices.wrongCurrentPassword} ${m.notices.retry}`,
    );
    expect(field).toHaveValue('mari@correo.mx');
  });

  it('is not offered to an account signed in through a provider, which has no password', async () => {
    const user = userEvent.setup();
    renderWithProfile(
      <FullProfile profile={{ ...member, loginProvider: 3 }} />,
      fakeProfileServices().services,
    );
    await user.click(screen.getByRole('button', { name: m.header.edit }));
    await screen.findByRole('dialog', { name: m.drawer.title });
    expect(screen.queryByRole('form', { name: a.title })).toBeNull();
  });
});
