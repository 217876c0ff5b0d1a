import { SegmentedControl } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConsoleList, plainColumn, sortedColumn, statusColumn } from '@/shared/admin';
import type { RowAction, RowConfirm } from '@/shared/admin';
import { paths } from '@/shared/routing';
import { companyCalls, companyQueries, type Company } from './api';
import { companyMessages as m } from './messages';

/**
 * /operator/AdminCompany: companies by status (Active by default). An active company is edited and deactivated
 * here; an inactive one has both disabled (spec 002) and is seen, read-only, and reactivated on its page (0241).
 */
export default function CompaniesPage() {
  const [status, setStatus] = useState('true');
  const companies = useQuery(companyQueries.companies(status === 'true'));
  const actions = (c: Company, confirm: RowConfirm<Company>): RowAction[] => {
    const page = paths.operator.companyDetails(c.companyId);
    const edit = { text: m.edit, label: m.editNamed(c.companyName), to: page, disabled: !c.active };
    const deactivate = confirm.action(c, m.deactivate, m.deactivateNamed(c.companyName), c.active);
    if (c.active) return [edit, deactivate];
    return [{ text: m.view, label: m.viewNamed(c.companyName), to: page, tone: 'quiet' }, edit, deactivate];
  };
  return (
    <ConsoleList<Company>
      heading={m.titles.companies}
      rows={companies.data}
      deactivate={{ call: companyCalls.deactivateCompany, failed: m.deactivateCompanyFailed }}
      columns={[
        sortedColumn('id', m.columns.id, (c) => c.companyId),
        sortedColumn('name', m.columns.name, (c) => c.companyName),
        plainColumn('business', m.columns.businessName, (c) => c.businessName),
        sortedColumn('domain', m.columns.domain, (c) => c.primeDomain),
        plainColumn('phone', m.columns.phone, (c) => c.telephone1),
        statusColumn(m.columns.status, (c) => c.active),
      ]}
      actions={{ title: m.columns.options, of: actions }}
      keyOf={(c) => c.companyId}
      searchText={(c) => `${c.companyName} ${c.businessName} ${c.primeDomain}`}
      minWidth={820}
      toolbar={
        <SegmentedControl
          aria-label={m.statusFilter}
          value={status}
          onChange={setStatus}
          data={[
            { value: 'true', label: m.active },
            { value: 'false', label: m.inactive },
          ]}
        />
      }
      add={{ text: m.add, to: paths.operator.companyDetails(0) }}
    />
  );
}
