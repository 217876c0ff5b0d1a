import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { onCall, ok, resetFakeApi } from '../../app/support/fake-api';
import { renderApp, signInAs } from '../../app/support/render-app';
import { pretendPhone } from '../../support/phone-width';

vi.mock('@/api/client', async () =>
  (await import('../../app/support/mock-api-client')).clientAgainstFakeApi(),
);

// The first render loads the lazy admin chunk, slower than the default wait on a busy machine.
const firstLoad = { timeout: 15_000 };

beforeEach(() => {
  resetFakeApi();
  pretendPhone();
  signInAs('Recursos Humanos');
  onCall('GET', '/BackOffice/UserProfile', () =>
    ok({
      list: [
        {
          userId: 1009,
          employeeNo: '1009',
          fullName: 'Fernanda Ortega Salinas',
          email: 'fernanda.ortega@demo.muropride.mx',
          gender: 'F',
          birthday: '2000-05-17',
          age: 26,
          seniority: 5,
          branchOfficeName: 'Matriz',
          departmentName: 'Operaciones',
          jobRoleName: null,
          active: true,
        },
      ],
      totalPages: 1,
      totalCount: 1,
    }),
  );
});

describe('the users list on a phone', () => {
  it('shows each person as a card with every column and Editar at hand', async () => {
    renderApp('/admin/users');
    const list = await screen.findByRole('list', { name: 'Usuarios' }, firstLoad);
    const card = within(list).getByRole('listitem');
    expect(card).toHaveTextContent('Fernanda Ortega Salinas');
    expect(card).toHaveTextContent('Operaciones');
    expect(within(card).getByRole('link', { name: /Editar/ })).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
