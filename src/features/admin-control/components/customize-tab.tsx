import { ColorInput, Group, Image, NumberInput, SimpleGrid, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { COMPANY_LOGO_BOX } from '@domain/image-boxes';
import { uploadRules } from '@domain/upload-rules';
import { ConsoleForm } from '@/shared/admin';
import { companyCustomizeQuery } from '@/shared/company';
import { notifyFailed, notifyOk, Uploader } from '@/shared/ui';
import { controlCalls, controlQueries, type CustomizeValues } from '../api';
import { controlMessages as c } from '../messages';

const w = c.customize;
const HEX = /^#[0-9a-fA-F]{6}$/;
const colour = (v: string) => (!v ? c.required : HEX.test(v) ? null : w.colourRule);
/** Ranges of spec 002 §9 "Customisation". */
const ranges = {
  NoPost: [0, 999],
  NoDaysGrace: [0, 999],
  Amount: [0, 9999],
  AmountToVerify: [1, 9999],
  FreePost: [0, 999],
} as const;
/** Spec 002 §9: a number typed above a field's maximum becomes 31, the stepper's rule, not the maximum. */
const ABOVE_MAXIMUM = 31;

/** The company's branding and directory prices (spec 002 §7, §9). */
export function CustomizeForm({ id, values }: { id: number; values: CustomizeValues }) {
  const queryClient = useQueryClient();
  const form = useForm({
    initialValues: { ...values, logo: null as File | null },
    validate: {
      PrimaryColor: colour,
      SecondaryColor: colour,
      logo: (file, all) => (!file && !all.CompanyLogo ? w.logoMissing : null),
    },
  });
  const save = useMutation({
    mutationFn: ({ logo, ...rest }: typeof form.values) => controlCalls.saveCustomize(id, rest, logo),
    onSuccess: ({ message }) => {
      notifyOk(message);
      void queryClient.invalidateQueries({ queryKey: controlQueries.all });
      // The theme is built from this query: the whole site takes the new colours and logo now.
      void queryClient.invalidateQueries({ queryKey: companyCustomizeQuery().queryKey });
    },
    onError: (error) => notifyFailed(c.saveFailed, error),
  });
  const colourInput = (name: 'PrimaryColor' | 'SecondaryColor', label: string) => (
    <ColorInput
      label={label}
      required
      format="hex"
      eyeDropperButtonProps={{ 'aria-label': w.eyeDropper }}
      {...form.getInputProps(name)}
    />
  );
  const number = (name: keyof typeof ranges, label: string) => {
    const [min, max] = ranges[name];
    const input = form.getInputProps(name);
    return (
      <NumberInput
        label={label}
        min={min}
        max={max}
        clampBehavior="blur"
        allowDecimal={false}
        allowNegative={false}
        required
        {...input}
        onChange={(value) => input.onChange(typeof value === 'number' && value > max ? ABOVE_MAXIMUM : value)}
      />
    );
  };
  return (
    <ConsoleForm onSubmit={form.onSubmit((v) => save.mutate(v))} busy={save.isPending}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {colourInput('PrimaryColor', w.primary)}
        {colourInput('SecondaryColor', w.secondary)}
      </SimpleGrid>
      <Group align="flex-end">
        {values.CompanyLogo ? (
          <Image src={values.CompanyLogo} alt={w.currentLogo} h={60} w="auto" fit="contain" />
        ) : null}
        <Uploader
          rule={uploadRules.updateCompanyCustomize.companyLogoFile}
          maxImage={COMPANY_LOGO_BOX}
          label={w.logo}
          description={w.logoHint}
          miw={240}
          {...form.getInputProps('logo')}
        />
      </Group>
      {!values.CompanyLogo && !form.values.logo ? <Text size="sm">{w.logoMissing}</Text> : null}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {number('NoPost', w.noPost)}
        {number('FreePost', w.freePost)}
        {number('NoDaysGrace', w.noDaysGrace)}
        {number('Amount', w.amount)}
        {number('AmountToVerify', w.amountToVerify)}
      </SimpleGrid>
    </ConsoleForm>
  );
}

/** Personalizacion: colours, logo and the paid-post settings; saving re-themes the site without a rebuild. */
export function CustomizeTab() {
  const { data } = useQuery(controlQueries.customize());
  return data ? (
    <CustomizeForm key={data.companyCustomizeId} id={data.companyCustomizeId} values={data.customizeValues} />
  ) : null;
}
