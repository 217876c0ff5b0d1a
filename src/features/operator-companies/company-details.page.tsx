import { Alert, Button, PasswordInput, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { paths } from '@/shared/routing';
import { companyCalls, companyQueries, type Company, type CompanyPayload } from './api';
import { domain, hrEmail, lettersOnly, officePhone, otherPhone, strongPassword } from './company-rules';
import { companyMessages as m } from './messages';
import { ConsoleForm, FormFooter, RecordPage, useSave } from '@/shared/admin';

/** The company's own fields in the form's order, with their lengths; the second phone is optional. */
const companyFields: {
  name: 'companyName' | 'businessName' | 'primeDomain' | 'telephone1' | 'telephone2';
  label: string;
  maxLength: number;
  phone?: boolean;
  optional?: boolean;
}[] = [
  { name: 'companyName', label: m.fields.companyName, maxLength: 150 },
  { name: 'businessName', label: m.fields.companyBusinessName, maxLength: 150 },
  { name: 'primeDomain', label: m.fields.primeDomain, maxLength: 120 },
  { name: 'telephone1', label: m.fields.telephone1, maxLength: 10, phone: true },
  { name: 'telephone2', label: m.fields.telephone2, maxLength: 10, phone: true, optional: true },
];

type Values = Required<
  Pick<CompanyPayload, 'companyName' | 'businessName' | 'primeDomain' | 'telephone1'>
> & {
  telephone2: string;
  username: string;
  password: string;
  active: boolean;
};

/** The company form; an inactive company shows its data read-only and can only be reactivated (0241). */
function CompanyForm({ current }: { current: Company | null }) {
  const creating = current === null;
  const readOnly = current?.active === false;
  const form = useForm<Values>({
    initialValues: {
      companyName: current?.companyName ?? '',
      businessName: current?.businessName ?? '',
      primeDomain: current?.primeDomain ?? '',
      telephone1: current?.telephone1 ?? '',
      telephone2: current?.telephone2 ?? '',
      username: '',
      password: '',
      active: current?.active ?? true,
    },
    validate: {
      companyName: lettersOnly,
      businessName: lettersOnly,
      primeDomain: domain,
      telephone1: officePhone,
      telephone2: otherPhone,
      username: (v) => (creating ? hrEmail(v) : null),
      password: (v) => (creating ? strongPassword(v) : null),
    },
  });
  const save = useSave(
    ({ username, password, ...values }: Values) =>
      companyCalls.saveCompany(
        creating
          ? { ...values, username: username.trim(), password }
          : { ...values, companyId: current.companyId },
        !creating,
      ),
    { listPath: paths.operator.companies, failedTitle: m.saveFailed, refresh: companyQueries.all },
  );
  const inactive = m.inactiveCompany;
  return (
    <ConsoleForm
      onSubmit={form.onSubmit((values) => save.mutate(values))}
      maw={720}
      footer={
        <FormFooter cancel={{ to: paths.operator.companies }} busy={save.isPending}>
          {readOnly ? (
            <Button loading={save.isPending} onClick={() => save.mutate({ ...form.values, active: true })}>
              {inactive.reactivate}
            </Button>
          ) : null}
        </FormFooter>
      }
    >
      {readOnly ? (
        <Alert color="gray" c="dark" title={inactive.title}>
          {inactive.text}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {companyFields.map(({ name, label, maxLength, phone, optional }) => (
          <TextInput
            key={name}
            label={label}
            required={!optional}
            inputMode={phone ? 'numeric' : undefined}
            maxLength={maxLength}
            readOnly={readOnly}
            {...form.getInputProps(name)}
          />
        ))}
      </SimpleGrid>
      {creating ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={m.fields.username}
            type="email"
            required
            autoComplete="off"
            {...form.getInputProps('username')}
          />
          <PasswordInput
            label={m.fields.password}
            required
            autoComplete="new-password"
            description={m.passwordRules}
            {...form.getInputProps('password')}
          />
        </SimpleGrid>
      ) : readOnly ? null : (
        <Switch label={m.active} {...form.getInputProps('active', { type: 'checkbox' })} />
      )}
    </ConsoleForm>
  );
}

/** /operator/details-company/{id} (0 means new): creating a company creates its first HR user. */
export default function CompanyDetailsPage() {
  return (
    <RecordPage
      title={m.titles.company}
      record={companyQueries.company}
      notFound={{ backTo: paths.operator.companies, listName: m.titles.companies }}
    >
      {(current) => <CompanyForm current={current} />}
    </RecordPage>
  );
}
