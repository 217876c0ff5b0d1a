import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Invitation } from '@/features/admin-invitations/api';
import { invitationMessages as m } from '@/features/admin-invitations/messages';
import { onCall, ok, recorded, resetFakeApi } from '../../app/support/fake-api';
import { renderApp, signInAs } from '../../app/support/render-app';

vi.mock('@/api/client', async () =>
  (await import('../../app/support/mock-api-client')).clientAgainstFakeApi(),
);

// The first render loads the lazy admin chunk, slower than the default wait on a busy machine.
const firstLoad = { timeout: 15_000 };
const LINK = 'http://localhost:8080/register/Qm9sZXRvLWRlLWludml0YWNpb24tcGFyYS1wcnVlYmFz';

const invitation = (id: number, extra: Partial<Invitation> = {}): Invitation => ({
  invitationId: id,
  createdAt: '2030-03-01T16:00:00.000Z',
  expiresAt: '2030-03-31T16:00:00.000Z',
  maxUses: 25,
  uses: 3,
  revoked: false,
  usable: true,
  createdByName: 'Rocío Hernández',
  ...extra,
});

function serve(list: Invitation[]) {
  signInAs('Recursos Humanos');
  onCall('GET', '/BackOffice/Invitations', () => ok(list));
}

const bodies = (method: string) =>
  recorded.filter((c) => c.method === method && c.path.startsWith('/BackOffice/Invitations'));

beforeEach(resetFakeApi);

describe('invitation links (/admin/invitations)', () => {
  it("lists the company's links with their uses and state", async () => {
    serve([
      invitation(1),
      invitation(2, { usable: false, uses: 25 }),
      invitation(3, { usable: false }),
      invitation(4, { usable: false, revoked: true, createdByName: null }),
    ]);
    renderApp('/admin/invitations');
    await screen.findByText(m.status.revoked, undefined, firstLoad);
    const table = screen.getByRole('table', { name: m.list });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[3]?.textContent)).toEqual([
      m.status.active,
      m.status.usedUp,
      m.status.expired,
      m.status.revoked,
    ]);
    expect(within(rows[0] as HTMLElement).getByText(m.usesOf(3, 25))).toBeVisible();
    expect(within(rows[3] as HTMLElement).getByRole('button', { name: /Desactivar/ })).toBeDisabled();
  });

  it('creates a link and shows its address once, to copy', async () => {
    serve([]);
    onCall('POST', '/BackOffice/Invitations', () => ({
      ...ok({ invitation: invitation(9), link: LINK }),
      responseMessage: 'Enlace de invitación creado. Cópialo ahora: no se volverá a mostrar.',
    }));
    const user = userEvent.setup();
    renderApp('/admin/invitations');
    const days = await screen.findByRole('textbox', { name: m.validDays }, firstLoad);
    await user.clear(days);
    await user.type(days, '7');
    await user.click(screen.getByRole('button', { name: m.create }));
    expect(await screen.findByRole('textbox', { name: m.issuedLink })).toHaveValue(LINK);
    expect(screen.getByText(m.copyNow)).toBeVisible();
    expect(screen.getByRole('button', { name: m.copy })).toBeVisible();
    expect(bodies('POST').map((c) => JSON.parse(c.body) as unknown)).toEqual([{ validDays: 7, maxUses: 25 }]);
  });

  it('refuses empty values in Spanish, and keeps typed ones within range, before asking the gateway', async () => {
    serve([]);
    const user = userEvent.setup();
    renderApp('/admin/invitations');
    const days = await screen.findByRole('textbox', { name: m.validDays }, firstLoad);
    const uses = screen.getByRole('textbox', { name: m.maxUses });
    await user.clear(days);
    await user.clear(uses);
    await user.click(screen.getByRole('button', { name: m.create }));
    expect(days).toHaveAccessibleDescription(m.daysRange);
    expect(uses).toHaveAccessibleDescription(m.usesRange);
    await user.type(days, '120');
    await user.tab();
    expect(days).toHaveValue('90');
    expect(bodies('POST')).toEqual([]);
  });

  it('deactivates a link after confirmation', async () => {
    serve([invitation(5)]);
    onCall('DELETE', '/BackOffice/Invitations/5', () => ok(invitation(5, { revoked: true, usable: false })));
    const user = userEvent.setup();
    renderApp('/admin/invitations');
    await screen.findByText(m.usesOf(3, 25), undefined, firstLoad);
    const table = screen.getByRole('table', { name: m.list });
    await user.click(within(table).getByRole('button', { name: /Desactivar/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(m.revokeQuestion)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Sí, desactivar' }));
    await vi.waitFor(() => expect(bodies('DELETE')).toHaveLength(1));
  });
});
