import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import CompaniesPage from '@/features/operator-companies/companies.page';
import CompanyDetailsPage from '@/features/operator-companies/company-details.page';
import { companyMessages as m } from '@/features/operator-companies/messages';
import { adminKitTexts } from '@/shared/admin/messages';
import { paths, routePatterns } from '@/shared/routing';
import { renderAsMember } from '../../flows/support/render-member';

const { aurora, brisa, sent } = vi.hoisted(() => {
  const aurora = {
    companyId: 12,
    companyName: 'Aurora Digital',
    businessName: 'Aurora Digital',
    primeDomain: 'aurora.mx',
    telephone1: '5512345678',
    telephone2: '',
    active: true,
  };
  const brisa = {
    ...aurora,
    companyId: 13,
    companyName: 'Brisa Sur',
    primeDomain: 'brisa.mx',
    active: false,
  };
  return { aurora, brisa, sent: [] as unknown[] };
});

// The console reads these instead of the gateway; a save is kept to be looked at and answered as done.
vi.mock('@/api/client', () => {
  const ok = (data: unknown) => ({
    data: { responseCode: '00', responseMessage: 'Se actualizó correctamente', data },
    response: new Response(),
  });
  return {
    api: {
      GET: async (path: string, init?: { params?: { query?: { status?: boolean } } }) =>
        path === '/BackOffice/Company'
          ? ok(init?.params?.query?.status === false ? [brisa] : [aurora])
          : ok(brisa),
      request: async (method: string, _path: string, init: { body: unknown }) => {
        sent.push({ method, body: init.body });
        return ok({ ...brisa, active: true });
      },
    },
  };
});

function renderAt(url: string) {
  return renderAsMember(
    <Routes>
      <Route path={routePatterns.operator.companies} element={<CompaniesPage />} />
      <Route path={routePatterns.operator.companyDetails} element={<CompanyDetailsPage />} />
    </Routes>,
    { roleName: 'Operaciones', route: url },
  );
}

describe('an inactive company in the operator console (spec 002 "once inactive")', () => {
  it('lists an active company with edit and deactivate, an inactive one with both disabled and a way to see it', async () => {
    renderAt(paths.operator.companies);
    const edit = await screen.findByRole('link', { name: m.editNamed(aurora.companyName) });
    expect(edit).toHaveAttribute('href', paths.operator.companyDetails(aurora.companyId));
    expect(screen.getByRole('button', { name: m.deactivateNamed(aurora.companyName) })).toBeEnabled();

    await userEvent.click(screen.getByRole('radio', { name: m.inactive }));
    const row = (await screen.findByText(brisa.companyName)).closest('tr');
    if (!row) throw new Error('the inactive company has no row');
    expect(within(row).getByRole('button', { name: m.editNamed(brisa.companyName) })).toBeDisabled();
    expect(within(row).getByRole('button', { name: m.deactivateNamed(brisa.companyName) })).toBeDisabled();
    expect(within(row).queryByRole('link', { name: m.editNamed(brisa.companyName) })).not.toBeInTheDocument();
    expect(within(row).getByRole('link', { name: m.viewNamed(brisa.companyName) })).toHaveAttribute(
      'href',
      paths.operator.companyDetails(brisa.companyId),
    );
  });

  it('shows an inactive company read-only with the reason, and reactivates it with its data as kept', async () => {
    renderAt(paths.operator.companyDetails(brisa.companyId));
    expect(await screen.findByText(m.inactiveCompany.text)).toBeInTheDocument();
    const name = screen.getByRole('textbox', { name: m.fields.companyName });
    expect(name).toHaveValue(brisa.companyName);
    for (const field of screen.getAllByRole('textbox')) expect(field).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: adminKitTexts.save })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: m.active })).not.toBeInTheDocument();

    await userEvent.type(name, 'X');
    expect(name).toHaveValue(brisa.companyName);
    await userEvent.click(screen.getByRole('button', { name: m.inactiveCompany.reactivate }));
    const { active: _, ...kept } = brisa;
    expect(sent).toEqual([{ method: 'put', body: { ...kept, active: true } }]);
    expect(await screen.findByRole('link', { name: m.editNamed(aurora.companyName) })).toBeInTheDocument();
  });
});
