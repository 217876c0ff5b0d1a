import { Checkbox, PasswordInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { ConsoleForm } from '@/shared/admin';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import type { FieldError } from '@/api/envelope';
import type { AdminUser, AdminUserPayload } from '../api';
import { usersMessages as m } from '../messages';
import { initialUserValues, userPayload, userValidation } from '../user-rules';

const f = m.userForm.fields;
type Option = { value: number; label: string };
const options = (items: Option[]) => items.map((i) => ({ value: String(i.value), label: i.label }));

interface Props {
  user: AdminUser | null;
  catalogs: { roles: Option[]; branchOffices: Option[]; departments: Option[]; jobRoles: Option[] };
  saving: boolean;
  /** The gateway's field errors of the last save (e.g. a 'Perfil' HR may not give), shown beside their fields. */
  refused?: readonly FieldError[];
  onSave(payload: AdminUserPayload): void;
}

/**
 * The user form of spec 002 §5; a new user starts active, so the Activo box is disabled for one. 'Perfil'
 * offers only the catalogue's roles, which are those HR may give (docs/decisions/0230).
 */
export function UserForm({ user, catalogs, saving, refused, onSave }: Props) {
  const isNew = user === null;
  const form = useForm({ initialValues: initialUserValues(user), validate: userValidation(isNew) });
  const { setErrors } = form;
  useEffect(() => {
    if (refused) setErrors(Object.fromEntries(refused.map((e) => [e.field, e.message])));
  }, [refused, setErrors]);
  const text = (name: keyof typeof f, props: Record<string, unknown> = {}) => (
    <TextInput label={f[name]} {...props} {...form.getInputProps(name)} />
  );
  const select = (name: keyof typeof f, data: { value: string; label: string }[]) => (
    <Select label={f[name]} data={data} required searchable {...form.getInputProps(name)} />
  );
  return (
    <ConsoleForm
      onSubmit={form.onSubmit((values) => onSave(userPayload(values, user?.aspNetUserId ?? null)))}
      busy={saving}
    >
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {select('roleId', options(catalogs.roles))}
        {text('email', { required: true, type: 'email', autoComplete: 'off' })}
        {text('employeeNo', { required: true })}
        {text('firstName', { required: true })}
        {text('middleName', { required: true })}
        {text('lastName', { required: true })}
        {select('gender', [...m.userForm.genders])}
        {text('birthday', { required: true, type: 'date' })}
        {text('mobile', { required: true, type: 'tel', inputMode: 'numeric', maxLength: 10 })}
        {text('phoneNumber', { type: 'tel', inputMode: 'numeric', maxLength: 10 })}
        {text('extension', { inputMode: 'numeric', maxLength: 10 })}
        {text('additionalEmail', { type: 'email' })}
        {text('hiringDate', { required: true, type: 'date' })}
        {select('branchOfficeId', options(catalogs.branchOffices))}
        {select('departmentId', options(catalogs.departments))}
        {select('jobRoleId', options(catalogs.jobRoles))}
        {isNew ? (
          <PasswordInput
            label={f.password}
            required
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
        ) : null}
      </SimpleGrid>
      <Checkbox label={f.active} disabled={isNew} {...form.getInputProps('active', { type: 'checkbox' })} />
    </ConsoleForm>
  );
}
