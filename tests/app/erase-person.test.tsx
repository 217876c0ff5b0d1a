import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { erasureMessages as m } from '@/shared/account/erasure-messages';
import { ok, onCall, recorded, resetFakeApi } from './support/fake-api';
import { renderApp, signInAs } from './support/render-app';
import { catalogs, existing as person } from '../features/admin-users/admin-user-samples';

vi.mock('@/api/client', async () => (await import('./support/mock-api-client')).clientAgainstFakeApi());

beforeEach(resetFakeApi);

function answerThePage(erase: (request: Request) => unknown) {
  onCall('GET', '/Account/Get', () => ok({ user: person }));
  onCall('GET', '/BackOffice/UserProfileCatalogs', () => ok(catalogs));
  onCall('GET', '/BackOffice/UserProfile', () => ok({ totalCount: 0, totalPages: 0, list: [] }));
  onCall('POST', '/backoffice/UserProfile/42/Erase', erase);
}

describe('HR erasing one of its people from /admin/users-details/{id}', () => {
  it('asks for the word, erases the person and goes back to the list with the confirmation', async () => {
    answerThePage(() => ({ responseCode: '00', responseMessage: m.person.erased, data: null }));
    signInAs('Recursos Humanos');
    renderApp('/admin/users-details/42');
    const user = userEvent.setup({ delay: null });
    // The console's area loads when visited: on a loaded machine that takes a while.
    await user.click(await screen.findByRole('button', { name: m.person.open }, { timeout: 10_000 }));
    const dialog = screen.getByRole('dialog', { name: m.person.question('Ana Pérez López') });
    expect(within(dialog).queryByLabelText(m.passwordLabel)).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(m.wordLabel), 'ELIMINAR');
    await user.click(within(dialog).getByRole('button', { name: m.confirm }));

    expect(await screen.findByText(m.person.erased, {}, { timeout: 10_000 })).toBeVisible();
    await screen.findByRole('heading', { level: 1, name: 'Usuarios' }, { timeout: 10_000 });
    const sent = recorded.find((call) => call.path === '/backoffice/UserProfile/42/Erase');
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({ confirmation: 'ELIMINAR' });
  });

  it("keeps the dialog open with the gateway's refusal", async () => {
    answerThePage(() => ({ responseCode: '29', responseMessage: 'Eliminaste muchas cuentas.', data: null }));
    signInAs('Recursos Humanos');
    renderApp('/admin/users-details/42');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: m.person.open }, { timeout: 10_000 }));
    const dialog = screen.getByRole('dialog', { name: m.person.question('Ana Pérez López') });
    await user.type(within(dialog).getByLabelText(m.wordLabel), 'ELIMINAR');
    await user.click(within(dialog).getByRole('button', { name: m.confirm }));
    expect(await within(dialog).findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'Eliminaste muchas cuentas.',
    );
  });

  it('is not offered on HR’s own account, which is erased from the profile', async () => {
    answerThePage(() => ok(null));
    onCall('GET', '/Account/Get', () => ok({ user: { ...person, aspNetUserId: 7 } }));
    signInAs('Recursos Humanos');
    renderApp('/admin/users-details/7');
    await screen.findByRole('button', { name: 'Descargar sus datos' }, { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: m.person.open })).not.toBeInTheDocument();
  });
});
