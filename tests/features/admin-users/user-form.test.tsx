import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FieldError } from '@/api/envelope';
import type { AdminUser, AdminUserPayload } from '@/features/admin-users/api';
import { UserForm } from '@/features/admin-users/components/user-form';
import { usersMessages as m } from '@/features/admin-users/messages';
import { catalogs, existing } from './admin-user-samples';

const f = m.userForm.fields;

function renderForm(user: AdminUser | null, refused?: FieldError[]) {
  const onSave = vi.fn<(payload: AdminUserPayload) => void>();
  render(
    <MantineProvider env="test">
      <UserForm user={user} catalogs={catalogs} saving={false} refused={refused} onSave={onSave} />
    </MantineProvider>,
  );
  return onSave;
}

describe('user form', () => {
  it('for a new user: Activo disabled, every required field and the password asked for', async () => {
    const onSave = renderForm(null);
    expect(screen.getByRole('checkbox', { name: f.active })).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: f.firstName }), ' Ana');
    await userEvent.type(screen.getByRole('textbox', { name: f.email }), 'ana@');
    await userEvent.click(screen.getByRole('button', { name: m.save }));
    expect(onSave).not.toHaveBeenCalled();
    const firstName = screen.getByRole('textbox', { name: f.firstName });
    expect(firstName).toHaveAccessibleDescription(m.leadingSpace);
    expect(screen.getByRole('textbox', { name: f.email })).toHaveAccessibleDescription(m.emailFormat);
    expect(screen.getByLabelText(new RegExp(f.password), { selector: 'input' })).toHaveAccessibleDescription(
      m.required,
    );
    expect(screen.getByRole('textbox', { name: f.employeeNo })).toHaveAccessibleDescription(m.required);
  });

  it('for an existing user: sends dates as YYYY-MM-DD, no password, and the Activo box', async () => {
    const onSave = renderForm(existing);
    expect(screen.queryByLabelText(f.password)).toBeNull();
    const active = screen.getByRole('checkbox', { name: f.active });
    expect(active).toBeEnabled();
    await userEvent.click(active);
    await userEvent.type(screen.getByRole('textbox', { name: f.additionalEmail }), 'ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: m.save }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        aspNetUserId: 42,
        active: false,
        birthday: '1990-05-17',
        hiringDate: '2020-01-06',
        additionalEmail: 'ana@example.com',
        branchOfficeId: 5,
        roleId: 3,
      }),
    );
    expect(onSave.mock.calls[0]?.[0]).not.toHaveProperty('password');
    expect(within(document.body).queryByText(m.required)).toBeNull();
  });

  it("offers as 'Perfil' only the catalogue's roles, those HR may give", async () => {
    renderForm(null);
    await userEvent.click(screen.getByRole('combobox', { name: f.roleId }));
    const offered = screen.getAllByRole('option').map((option) => option.textContent);
    expect(offered).toEqual(['Recursos Humanos', 'Usuario']);
  });

  it("shows the gateway's refusal beside its field, and the field is clear again once changed", async () => {
    const refusal = 'Solo puedes asignar el perfil Usuario o Recursos Humanos.';
    renderForm(existing, [{ field: 'roleId', message: refusal }]);
    const role = screen.getByRole('combobox', { name: f.roleId });
    expect(role).toHaveAccessibleDescription(refusal);
    await userEvent.click(role);
    await userEvent.click(screen.getByRole('option', { name: 'Recursos Humanos' }));
    expect(screen.getByRole('combobox', { name: f.roleId })).not.toHaveAccessibleDescription(refusal);
  });
});
