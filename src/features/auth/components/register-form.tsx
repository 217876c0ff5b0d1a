import { Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { RegisterPayload } from '../../../../machines/login-modal.types';
import type { CatalogName } from '../api';
import { authMessages } from '../messages';
import {
  adultBirthday,
  confirmation,
  latestAdultBirthday,
  newPassword,
  optionalPostalCode,
  optionalRfc,
  required,
  requiredEmail,
} from '../validation';
import { CatalogSelect } from './catalog-select';
import { PasswordFields } from './password-fields';

/** A referral link (/register/:referralToken): its token, sent as ReferralToken, and what it joins. */
export interface Referral {
  token: string;
  /** Which community the registration joins, as the referral page learnt it. */
  note: string;
}

interface RegisterFormProps {
  busy: boolean;
  referral?: Referral;
  onSubmit(payload: RegisterPayload): void;
  onLogin(): void;
}

const optionalId = (value: string) => (value ? Number(value) : undefined);
const optionalText = (value: string) => value.trim() || undefined;

export function RegisterForm({ busy, referral, onSubmit, onLogin }: RegisterFormProps) {
  const f = authMessages.fields;
  const form = useForm({
    initialValues: {
      firstName: '',
      middleName: '',
      lastName: '',
      birthday: '',
      email: '',
      password: '',
      confirmPassword: '',
      mobile: '',
      mobileConfirm: '',
      maritalStatus: '',
      nationality: '',
      countryState: '',
      gender: '',
      postalCode: '',
      rfc: '',
    },
    validate: {
      firstName: required,
      lastName: required,
      birthday: (value) => adultBirthday(value),
      email: requiredEmail,
      password: newPassword,
      confirmPassword: (value, values) => confirmation(value, values.password),
      postalCode: optionalPostalCode,
      rfc: optionalRfc,
    },
  });
  const submit = form.onSubmit((v) =>
    onSubmit({
      email: v.email.trim(),
      password: v.password,
      firstName: v.firstName.trim(),
      middleName: optionalText(v.middleName),
      lastName: v.lastName.trim(),
      birthday: v.birthday,
      mobile: optionalText(v.mobile),
      mobileConfirm: optionalText(v.mobileConfirm),
      MaritalStatusTypeId: optionalId(v.maritalStatus),
      NationalityTypeId: optionalId(v.nationality),
      CountryStateTypeId: optionalId(v.countryState),
      gender: optionalText(v.gender),
      PostalCode: optionalText(v.postalCode),
      RFC: optionalText(v.rfc),
      ReferralToken: referral?.token || undefined,
    }),
  );
  const field = (name: keyof typeof form.values) => ({
    errorProps: { role: 'alert' },
    ...form.getInputProps(name),
  });
  const catalog = (name: CatalogName) => (
    <CatalogSelect
      name={name}
      label={f[name]}
      value={form.values[name]}
      onChange={(value) => form.setFieldValue(name, value)}
    />
  );
  // `required` marks the spec's mandatory fields with an asterisk from the start; noValidate keeps our messages.
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        <Text size="sm" aria-live="polite">
          {referral?.note ?? authMessages.community.general}
        </Text>
        <TextInput
          label={f.firstName}
          required
          autoComplete="given-name"
          data-autofocus
          {...field('firstName')}
        />
        <TextInput label={f.middleName} autoComplete="additional-name" {...field('middleName')} />
        <TextInput label={f.lastName} required autoComplete="family-name" {...field('lastName')} />
        <TextInput
          label={f.birthday}
          required
          type="date"
          max={latestAdultBirthday()}
          {...field('birthday')}
        />
        <TextInput label={f.email} required type="email" autoComplete="email" {...field('email')} />
        <PasswordFields values={form.values} errors={form.errors} onChange={form.setFieldValue} />
        <TextInput label={f.mobile} type="tel" autoComplete="tel" {...field('mobile')} />
        <TextInput label={f.mobileConfirm} type="tel" autoComplete="tel" {...field('mobileConfirm')} />
        {catalog('maritalStatus')}
        {catalog('nationality')}
        {catalog('countryState')}
        <NativeSelect
          label={f.gender}
          data={[{ value: '', label: '—' }, ...authMessages.genderOptions]}
          {...field('gender')}
        />
        <TextInput
          label={f.postalCode}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          {...field('postalCode')}
        />
        <TextInput
          label={f.rfc}
          maxLength={13}
          {...field('rfc')}
          onChange={(event) => form.setFieldValue('rfc', event.currentTarget.value.toUpperCase())}
        />
        <Button type="submit" loading={busy}>
          {authMessages.actions.register}
        </Button>
        <Group justify="center">
          <Button variant="subtle" onClick={onLogin} disabled={busy}>
            {authMessages.actions.toLogin}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
