import { Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { uploadRules } from '@domain/upload-rules';
import { paths } from '@/shared/routing';
import { NotFoundNotice, Uploader } from '@/shared/ui';
import { operatorCalls, operatorQueries } from './api';
import { operatorMessages as m } from './messages';
import { requiredChoice } from './reward-rules';
import { ConsoleForm, useSave } from '@/shared/admin';

interface Values {
  rewardProductId: string | null;
  startDate: string;
  endDate: string;
  companyId: string | null;
  couponData: File | null;
}

/** /operator/load-coupons/{id}: coupon numbers from txt, csv or xlsx with a validity range and a company. */
export default function LoadCouponsPage() {
  const id = useParams().id ?? '';
  const catalogs = useQuery(operatorQueries.couponCatalogs());
  const form = useForm<Values>({
    initialValues: { rewardProductId: id, startDate: '', endDate: '', companyId: null, couponData: null },
    validate: {
      rewardProductId: requiredChoice,
      startDate: (v) => (v ? null : m.required),
      endDate: (v, values) => (!v ? m.required : v < values.startDate ? m.endBeforeStart : null),
      companyId: requiredChoice,
      couponData: (file) => (file ? null : m.required),
    },
  });
  const save = useSave(
    (values: Values & { couponData: File }) =>
      operatorCalls.loadCoupons({
        rewardProductId: Number(values.rewardProductId),
        companyId: Number(values.companyId),
        startDate: values.startDate,
        endDate: values.endDate,
        couponData: values.couponData,
      }),
    { listPath: paths.operator.controlReward(1), failedTitle: m.saveFailed, refresh: operatorQueries.all },
  );
  const options = (list: { value: number; label: string }[] | undefined) =>
    (list ?? []).map((o) => ({ value: String(o.value), label: o.label }));
  const datesChosen = Boolean(form.values.startDate && form.values.endDate);
  const unknownReward =
    id !== '' &&
    catalogs.data !== undefined &&
    !options(catalogs.data.rewardProduct).some((o) => o.value === id);
  if (unknownReward)
    return (
      <Stack>
        <Title order={1}>{m.titles.coupons}</Title>
        <NotFoundNotice backTo={paths.operator.controlReward(1)} listName={m.titles.control} />
      </Stack>
    );
  return (
    <Stack>
      <Title order={1}>{m.titles.coupons}</Title>
      <ConsoleForm
        onSubmit={form.onSubmit(({ couponData, ...values }) => {
          // The validation has required the file; the check tells the type so.
          if (couponData) save.mutate({ ...values, couponData });
        })}
        cancel={{ to: paths.operator.controlReward(1) }}
        busy={save.isPending}
      >
        <Select
          label={m.fields.reward}
          data={options(catalogs.data?.rewardProduct)}
          required
          {...form.getInputProps('rewardProductId')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput type="date" label={m.fields.startDate} required {...form.getInputProps('startDate')} />
          <TextInput
            type="date"
            label={m.fields.endDate}
            required
            min={form.values.startDate}
            {...form.getInputProps('endDate')}
          />
        </SimpleGrid>
        <Select
          label={m.fields.company}
          data={options(catalogs.data?.company)}
          required
          disabled={!datesChosen}
          {...form.getInputProps('companyId')}
        />
        <Uploader
          rule={uploadRules.loadRewardCoupons.couponData}
          label={m.fields.couponFile}
          required
          {...form.getInputProps('couponData')}
        />
      </ConsoleForm>
    </Stack>
  );
}
