import { NumberInput, Select, SimpleGrid, Switch } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@/shared/routing';
import { notifyFailed, notifyOk } from '@/shared/ui';
import { filterCalls, filterQueries, type RewardFilter } from './api';
import { filterMessages as m } from './messages';
import { ConsoleForm, RecordPage } from '@/shared/admin';

interface Values {
  RewardProductId: string | null;
  BranchOfficeId: string;
  DepartmentId: string;
  JobRoleId: string;
  Points: number | string;
  RewardCount: number | string;
  Active: boolean;
}

const required = (v: unknown) => (v === '' || v === null ? m.required : null);

function FilterForm({ current }: { current: RewardFilter | null }) {
  const catalogs = useQuery(filterQueries.catalogs());
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useForm<Values>({
    initialValues: {
      RewardProductId: current ? String(current.rewardProductId) : null,
      BranchOfficeId: String(current?.branchOfficeId ?? 0),
      DepartmentId: String(current?.departmentId ?? 0),
      JobRoleId: String(current?.jobRoleId ?? 0),
      Points: current?.points ?? '',
      RewardCount: current ? 0 : '',
      Active: current?.active ?? true,
    },
    validate: { RewardProductId: required, Points: required, RewardCount: required },
  });
  const save = useMutation({
    mutationFn: (v: Values) =>
      filterCalls.save({
        ...(current ? { RewardProductFilterId: current.rewardProductFilterId } : {}),
        RewardProductId: Number(v.RewardProductId),
        BranchOfficeId: Number(v.BranchOfficeId),
        DepartmentId: Number(v.DepartmentId),
        JobRoleId: Number(v.JobRoleId),
        Points: Number(v.Points),
        RewardCount: Number(v.RewardCount),
        Active: v.Active,
      }),
    onSuccess: ({ message }) => {
      notifyOk(message);
      void queryClient.invalidateQueries({ queryKey: filterQueries.all });
      void navigate(paths.admin.productFilter);
    },
    onError: (error) => notifyFailed(m.saveFailed, error),
  });
  const withAll = (list: { value: number; label: string }[] | undefined) => [
    { value: '0', label: m.all },
    ...(list ?? []).map((o) => ({ value: String(o.value), label: o.label })),
  ];
  const products = (catalogs.data?.rewardProduct ?? []).map((p) => ({
    value: String(p.value),
    label: `${p.label} (${p.stock})`,
  }));
  return (
    <ConsoleForm
      onSubmit={form.onSubmit((v) => save.mutate(v))}
      maw={720}
      cancel={{ to: paths.admin.productFilter }}
      busy={save.isPending}
    >
      <Select
        label={m.fields.product}
        data={products}
        required
        searchable
        {...form.getInputProps('RewardProductId')}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Select
          label={m.fields.branch}
          data={withAll(catalogs.data?.branchOffice)}
          allowDeselect={false}
          {...form.getInputProps('BranchOfficeId')}
        />
        <Select
          label={m.fields.group}
          data={withAll(catalogs.data?.department)}
          allowDeselect={false}
          {...form.getInputProps('DepartmentId')}
        />
        <Select
          label={m.fields.category}
          data={withAll(catalogs.data?.jobRole)}
          allowDeselect={false}
          {...form.getInputProps('JobRoleId')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInput
          label={m.fields.points}
          required
          min={0}
          max={99999}
          allowDecimal={false}
          clampBehavior="strict"
          {...form.getInputProps('Points')}
        />
        <NumberInput
          label={current ? m.fields.rewardCountEdit : m.fields.rewardCount}
          required
          min={-99999}
          max={99999}
          allowDecimal={false}
          clampBehavior="strict"
          {...form.getInputProps('RewardCount')}
        />
        {current ? (
          <>
            <NumberInput label={m.fields.filterStock} value={current.filterStock} readOnly />
            <NumberInput label={m.fields.parentStock} value={current.parentStock} readOnly />
          </>
        ) : null}
      </SimpleGrid>
      {current ? (
        <Switch label={m.fields.active} {...form.getInputProps('Active', { type: 'checkbox' })} />
      ) : null}
    </ConsoleForm>
  );
}

/** /admin/detail-product-filter/{id} (0 means new): who sees a reward, at what points, with what stock. */
export default function ProductFilterDetailsPage() {
  return (
    <RecordPage
      title={m.detailTitle}
      record={filterQueries.one}
      notFound={{ backTo: paths.admin.productFilter, listName: m.title }}
    >
      {(current) => <FilterForm current={current} />}
    </RecordPage>
  );
}
