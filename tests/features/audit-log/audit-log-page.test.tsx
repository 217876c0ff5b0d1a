import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuditEntry } from '@/features/audit-log/api';
import { auditLogMessages as m } from '@/features/audit-log/messages';
import { onCall, ok, resetFakeApi } from '../../app/support/fake-api';
import { renderApp, signInAs } from '../../app/support/render-app';

vi.mock('@/api/client', async () =>
  (await import('../../app/support/mock-api-client')).clientAgainstFakeApi(),
);

// The first render loads the lazy console chunk, slower than the default wait on a busy machine.
const firstLoad = { timeout: 15_000 };

const entry = (id: number, extra: Partial<AuditEntry> = {}): AuditEntry => ({
  auditLogId: id,
  at: '2030-03-01T16:00:00.000Z',
  companyId: 871,
  companyName: 'Muro Pride',
  actorId: 1002,
  actorName: 'Rocío Hernández',
  actorEmail: 'rh@demo.muropride.mx',
  actorRole: 'Recursos Humanos',
  address: '203.0.113.9',
  area: 'admin-users',
  action: 'roleChanged',
  entity: 'userId=1003',
  before: { role: 'Usuario' },
  after: { role: 'Recursos Humanos' },
  ...extra,
});

/** Serves the log and keeps the query of every request, so a test reads what the page asked for. */
function serveLog(path: '/backoffice/AuditLog' | '/BackOffice/AuditLog', list: AuditEntry[], totalPages = 1) {
  const asked: URLSearchParams[] = [];
  onCall('GET', path, (request) => {
    asked.push(new URL(request.url).searchParams);
    return ok({ list, totalPages, totalCount: list.length });
  });
  return asked;
}

beforeEach(resetFakeApi);

describe('the audit log (/admin/audit, /operator/audit)', () => {
  it("shows HR its company's acts in Spanish, asks the gateway for a person, and opens an act whole", async () => {
    signInAs('Recursos Humanos');
    const asked = serveLog('/backoffice/AuditLog', [
      entry(2),
      entry(1, { action: 'createAdminUser', before: null, after: { password: '[oculto]' } }),
    ]);
    renderApp('/admin/audit');
    const table = await screen.findByRole('table', { name: m.title }, firstLoad);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0] as HTMLElement).getByText('Cambio de rol')).toBeVisible();
    expect(within(rows[1] as HTMLElement).getByText('Alta')).toBeVisible();
    expect(within(rows[1] as HTMLElement).getAllByText('Usuarios')[0]).toBeVisible();
    expect(screen.getByText(m.count(2))).toBeVisible();
    expect(screen.queryByLabelText(m.filters.company)).not.toBeInTheDocument();

    await userEvent.type(screen.getByLabelText(m.filters.person), 'rocío');
    await waitFor(() => expect(asked.at(-1)?.get('person')).toBe('rocío'));
    expect(asked.at(-1)?.get('pageIndex')).toBe('1');

    await userEvent.click(
      within(rows[0] as HTMLElement).getByRole('button', { name: /Ver detalle de Cambio de rol/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: m.detailTitle });
    expect(within(dialog).getByText(/"role": "Usuario"/)).toBeVisible();
    expect(within(dialog).getByText(/"role": "Recursos Humanos"/)).toBeVisible();
  });

  it("lets the operator narrow every company's log to one company and turn its pages", async () => {
    signInAs('Operaciones');
    onCall('GET', '/BackOffice/Company', () =>
      ok([
        {
          companyId: 871,
          companyName: 'Muro Pride',
          businessName: 'Muro Pride SA',
          primeDomain: 'demo.muropride.mx',
          telephone1: '5512345678',
          telephone2: '',
          active: true,
        },
      ]),
    );
    const asked = serveLog('/BackOffice/AuditLog', [entry(3, { area: 'auth', action: 'signIn' })], 3);
    renderApp('/operator/audit');
    const table = await screen.findByRole('table', { name: m.title }, firstLoad);
    expect(within(table).getByText('Inicio de sesión')).toBeVisible();
    expect(within(table).getByText('Acceso')).toBeVisible();
    expect(asked.at(-1)?.has('companyId')).toBe(false);

    await screen.findByRole('option', { name: 'Muro Pride' });
    await userEvent.selectOptions(screen.getByLabelText(m.filters.company), 'Muro Pride');
    await waitFor(() => expect(asked.at(-1)?.get('companyId')).toBe('871'));

    await userEvent.click(screen.getByRole('button', { name: 'Página 2' }));
    await waitFor(() => expect(asked.at(-1)?.get('pageIndex')).toBe('2'));
    expect(asked.at(-1)?.get('companyId')).toBe('871');
  });
});
