import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AudiencePicker } from '@/shared/ui';
import { ok, onCall, recorded, resetFakeApi } from '../app/support/fake-api';

vi.mock('@/api/client', async () => (await import('../app/support/mock-api-client')).clientAgainstFakeApi());

const person = (id: number, name: string) => ({
  userProfileId: id,
  employeeNo: String(id),
  firstName: name,
  middleName: null,
  lastName: null,
  name,
  active: true,
  department: 'Tecnología',
});

let chosen: number[] = [];
function Harness() {
  const [value, setValue] = useState<number[]>([]);
  chosen = value;
  return <AudiencePicker value={value} onChange={setValue} />;
}

function renderPicker() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MantineProvider env="test">
        <Harness />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  resetFakeApi();
  onCall('GET', '/BackOffice/UserProfileCatalogs', () =>
    ok({
      roles: [],
      branchOffices: [{ value: 4, label: 'Matriz' }],
      departments: [{ value: 2, label: 'Tecnología' }],
      jobRoles: [{ value: 3, label: 'Analista' }],
    }),
  );
  onCall('GET', '/backoffice/UserProfile/GetByFilterPage/0/0/0/1/10', () =>
    ok({ list: [person(11, 'Ana'), person(12, 'Luis')], totalPages: 2, totalCount: 12 }),
  );
  onCall('GET', '/backoffice/UserProfile/GetByFilterPage/0/0/0/2/10', () =>
    ok({ list: [person(13, 'Sofía')], totalPages: 2, totalCount: 12 }),
  );
  onCall('GET', '/backoffice/UserProfile/GetByFilter/0/0/0', () =>
    ok([person(11, 'Ana'), person(12, 'Luis'), person(13, 'Sofía')]),
  );
});

describe('audience picker', () => {
  it('pages by 10, chooses people one by one or all of the filter at once', async () => {
    renderPicker();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Elegir a Ana' }));
    expect(chosen).toEqual([11]);
    expect(screen.getByText('1 usuarios elegidos')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Página 2' }));
    expect(await screen.findByRole('checkbox', { name: 'Elegir a Sofía' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Agregar todos los filtrados' }));
    expect(await screen.findByText('3 usuarios elegidos')).toBeInTheDocument();
    expect(chosen).toEqual([11, 12, 13]);
    expect(recorded.some((c) => c.path === '/backoffice/UserProfile/GetByFilter/0/0/0')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Quitar todos' }));
    expect(chosen).toEqual([]);
  });
});
