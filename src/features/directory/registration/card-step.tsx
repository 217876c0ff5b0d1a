import { Alert, NativeSelect, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  cardBrandNames,
  cardBrandOf,
  cardNumberLength,
  cvvLength,
  isExpiryValid,
  passesLuhn,
} from '@domain/directory';
import { todayInCompany } from '@/shared/format';
import type { CardForm } from '../api';
import { directoryMessages } from '../messages';
import { FormActions } from '@/shared/ui';

const f = directoryMessages.fields;
const rules = directoryMessages.rules;
const r = directoryMessages.registration;
const LETTERS = /^[\p{L} .'-]{1,100}$/u;

type CardValues = Omit<CardForm, 'cardType' | 'countryStateId'> & { countryStateId: string };

const empty: CardValues = {
  firstName: '',
  LastName: '',
  cardNumber: '',
  CardExpirationMonth: '',
  CardExpirationYear: '',
  cvv: '',
  countryStateId: '',
  Street2Del: '',
  Street2Col: '',
  City: '',
  PostalCode: '',
  Street: '',
  streetNumber: '',
};

const required = (v: string) => (v.trim() ? null : rules.required);
const upTo = (n: number) => (v: string | undefined) => ((v ?? '').length > n ? rules.max(n) : null);

/** Step 3: the card and its billing address (spec 001 §3, §5); the brand is inferred from the number. */
export function CardStep({
  states,
  amountToVerify,
  error,
  saving,
  onSubmit,
  onBack,
}: {
  states: { id: number; description: string }[];
  amountToVerify: string;
  error: string | null;
  saving: boolean;
  onSubmit(card: CardForm): void;
  onBack(): void;
}) {
  const form = useForm<CardValues>({
    initialValues: empty,
    validate: {
      firstName: (v) => (LETTERS.test(v.trim()) ? null : rules.letters),
      LastName: (v) => (LETTERS.test(v.trim()) ? null : rules.letters),
      cardNumber: (v) => {
        const brand = cardBrandOf(v);
        if (!brand) return rules.brand;
        return v.length === cardNumberLength(brand) && passesLuhn(v) ? null : rules.cardNumber;
      },
      CardExpirationMonth: (v, values) =>
        !/^[0-9]{2}$/.test(v)
          ? rules.month
          : /^[0-9]{4}$/.test(values.CardExpirationYear) &&
              !isExpiryValid(v, values.CardExpirationYear, todayInCompany())
            ? rules.expiry
            : null,
      CardExpirationYear: (v) => (/^[0-9]{4}$/.test(v) ? null : rules.year),
      cvv: (v, values) => {
        const n = cvvLength(cardBrandOf(values.cardNumber));
        return new RegExp(`^[0-9]{${n}}$`).test(v) ? null : rules.cvv(n);
      },
      countryStateId: (v) => (v ? null : rules.state),
      Street2Del: upTo(100),
      Street2Col: upTo(100),
      City: (v) => required(v) ?? upTo(100)(v),
      Street: (v) => required(v) ?? upTo(100)(v),
      PostalCode: (v) => required(v) ?? upTo(5)(v),
      streetNumber: (v) => required(v) ?? upTo(5)(v),
    },
  });
  const brand = cardBrandOf(form.values.cardNumber);
  const digits = (field: keyof CardValues, max: number) => ({
    ...form.getInputProps(field),
    inputMode: 'numeric' as const,
    autoComplete: 'off',
    maxLength: max,
    onChange: (e: React.ChangeEvent<HTMLInputElement>) =>
      form.setFieldValue(field, e.currentTarget.value.replace(/\D/g, '')),
  });
  const submit = (values: CardValues) =>
    onSubmit({ ...values, countryStateId: Number(values.countryStateId), cardType: brand ?? undefined });
  return (
    <form onSubmit={form.onSubmit(submit)} noValidate autoComplete="off">
      <Stack>
        <Title order={2}>{r.steps[3]}</Title>
        <Text size="sm">{r.cardNote(amountToVerify)}</Text>
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={f.firstName} required maxLength={100} {...form.getInputProps('firstName')} />
          <TextInput label={f.LastName} required maxLength={100} {...form.getInputProps('LastName')} />
          <TextInput
            label={f.cardNumber}
            required
            description={brand ? r.cardBrand(cardBrandNames[brand]) : undefined}
            {...digits('cardNumber', 16)}
          />
          <TextInput label={f.cvv} required {...digits('cvv', 4)} />
          <TextInput label={f.CardExpirationMonth} required {...digits('CardExpirationMonth', 2)} />
          <TextInput label={f.CardExpirationYear} required {...digits('CardExpirationYear', 4)} />
          <NativeSelect
            label={f.countryStateId}
            required
            data={[
              { value: '', label: directoryMessages.selectState },
              ...states.map((s) => ({ value: String(s.id), label: s.description })),
            ]}
            {...form.getInputProps('countryStateId')}
          />
          <TextInput label={f.City} required maxLength={100} {...form.getInputProps('City')} />
          <TextInput label={f.Street2Del} maxLength={100} {...form.getInputProps('Street2Del')} />
          <TextInput label={f.Street2Col} maxLength={100} {...form.getInputProps('Street2Col')} />
          <TextInput label={f.Street} required maxLength={100} {...form.getInputProps('Street')} />
          <TextInput label={f.streetNumber} required maxLength={5} {...form.getInputProps('streetNumber')} />
          <TextInput label={f.PostalCode} required {...digits('PostalCode', 5)} />
        </SimpleGrid>
        <FormActions back={{ label: r.back, onClick: onBack }} apart submitLabel={r.verify} busy={saving} />
      </Stack>
    </form>
  );
}
