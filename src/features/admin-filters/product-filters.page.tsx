import { useQuery } from '@tanstack/react-query';
import { ConsoleList, plainColumn, sortedColumn, statusColumn } from '@/shared/admin';
import { paths } from '@/shared/routing';
import { filterCalls, filterQueries, type RewardFilter } from './api';
import { filterMessages as m } from './messages';

/** /admin/product-filter: the company's coupon filters (ID, product, branch, group, category, stock, points). */
export default function ProductFiltersPage() {
  const filters = useQuery(filterQueries.list());
  return (
    <ConsoleList<RewardFilter>
      heading={m.title}
      rows={filters.data}
      deactivate={{ call: filterCalls.deactivate, failed: m.deactivateFailed }}
      columns={[
        sortedColumn('id', m.columns.id, (f) => f.rewardProductFilterId),
        sortedColumn('product', m.columns.product, (f) => f.productDescription),
        plainColumn('branch', m.columns.branch, (f) => f.branchOfficeName),
        plainColumn('group', m.columns.group, (f) => f.departmentName),
        plainColumn('category', m.columns.category, (f) => f.roleName),
        sortedColumn('stock', m.columns.stock, (f) => f.filterStock),
        sortedColumn('points', m.columns.points, (f) => f.points),
        statusColumn(m.columns.status, (f) => f.active),
      ]}
      actions={{
        title: m.columns.options,
        of: (f, confirm) => [
          {
            text: m.edit,
            label: m.editNamed(f.rewardProductFilterId),
            to: paths.admin.productFilterDetails(f.rewardProductFilterId),
          },
          confirm.action(f, m.deactivate, m.deactivateNamed(f.rewardProductFilterId), f.active),
        ],
      }}
      keyOf={(f) => f.rewardProductFilterId}
      searchText={(f) => `${f.productDescription} ${f.branchOfficeName} ${f.departmentName} ${f.roleName}`}
      minWidth={900}
      add={{ text: m.add, to: paths.admin.productFilterDetails(0) }}
    />
  );
}
