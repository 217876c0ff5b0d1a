import { Button, Group, NativeSelect, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import type { PersonalValues } from '../../../../machines/directory-registration.types';
import { isEmail, isPhone } from '@domain/directory';
import { directoryQueries, type ServiceCategory } from '../api';
import { directoryMessages } from '../messages';
import type { RegistrationServices } from './registration-services';

const f = directoryMessages.fields;
const rules = directoryMessages.rules;
const r = directoryMessages.registration;

const minThree = (v: string) => (v.trim().length >= 3 ? null : rules.minThree);

/** Step 1: service name, contact e-mail and phones, location, category and subcategory (spec 001 §5). */
export function PersonalStep({
  initial,
  categories,
  services,
  onNext,
  onBack,
}: {
  initial: PersonalValues;
  categories: ServiceCategory[];
  services: RegistrationServices;
  onNext(values: PersonalValues): void;
  onBack?: () => void;
}) {
  const form = useForm<PersonalValues>({
    initialValues: initial,
    validate: {
      FullName: minThree,
      Email: (v) => (isEmail(v.trim()) ? null : rules.email),
      Phone: (v) => (isPhone(v) ? null : rules.phone),
      SecondPhone: (v) => (!v || isPhone(v) ? null : rules.phone),
      Location: minThree,
      CategoryServiceId: (v) => (v > 0 ? null : rules.category),
      SubCategoryServiceId: (v) => (v > 0 ? null : rules.category),
    },
  });
  const categoryId = form.values.CategoryServiceId;
  const subs = useQuery({
    ...directoryQueries.subCategories(categoryId),
    queryFn: () => services.loadSubCategories(categoryId),
    enabled: categoryId > 0,
  });
  const digits = (field: 'Phone' | 'SecondPhone') => ({
    ...form.getInputProps(field),
    inputMode: 'numeric' as const,
    maxLength: 10,
    onChange: (e: React.ChangeEvent<HTMLInputElement>) =>
      form.setFieldValue(field, e.currentTarget.value.replace(/\D/g, '')),
  });
  return (
    <form onSubmit={form.onSubmit((values) => onNext(values))} noValidate>
      <Stack>
        <Title order={2}>{r.steps[1]}</Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={f.FullName} required maxLength={100} {...form.getInputProps('FullName')} />
          <TextInput label={f.Email} required type="email" maxLength={100} {...form.getInputProps('Email')} />
          <TextInput label={f.Phone} required {...digits('Phone')} />
          <TextInput label={f.SecondPhone} {...digits('SecondPhone')} />
          <TextInput label={f.Location} required maxLength={100} {...form.getInputProps('Location')} />
          <NativeSelect
            label={f.CategoryServiceId}
            required
            data={[
              { value: '0', label: directoryMessages.selectCategory },
              ...categories.map((c) => ({ value: String(c.categoryServiceId), label: c.name })),
            ]}
            value={String(categoryId)}
            error={form.errors.CategoryServiceId}
            onChange={(e) => {
              form.setFieldValue('CategoryServiceId', Number(e.currentTarget.value));
              form.setFieldValue('SubCategoryServiceId', 0);
            }}
          />
          <NativeSelect
            label={f.SubCategoryServiceId}
            required
            data={[
              { value: '0', label: directoryMessages.selectSubcategory },
              ...(subs.data ?? []).map((s) => ({ value: String(s.subCategoryServiceId), label: s.name })),
            ]}
            value={String(form.values.SubCategoryServiceId)}
            error={form.errors.SubCategoryServiceId}
            onChange={(e) => form.setFieldValue('SubCategoryServiceId', Number(e.currentTarget.value))}
          />
        </SimpleGrid>
        <Group justify="space-between">
          {onBack ? (
            <Button variant="default" onClick={onBack}>
              {r.back}
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit">{r.next}</Button>
        </Group>
      </Stack>
    </form>
  );
}
