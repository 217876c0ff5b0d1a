import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RangedTable } from '@/features/rewards/components/ranged-table';
import { pretendPhone } from '../../support/phone-width';

interface Row {
  id: number;
  concept: string;
  points: number;
}

function Statement() {
  const query = useQuery({ queryKey: ['rows'], queryFn: () => [{ id: 7, concept: 'Encuesta', points: 50 }] });
  return (
    <RangedTable<Row>
      query={query}
      label="Estado de cuenta"
      keyOf={(row) => row.id}
      columns={[
        { key: 'concept', title: 'Concepto', cell: (row) => row.concept },
        { key: 'points', title: 'Puntos', cell: (row) => row.points },
      ]}
    />
  );
}

function renderAt(phone: boolean) {
  pretendPhone(phone);
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <Statement />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('a ranged page’s table', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is a table on a desktop', async () => {
    renderAt(false);
    const table = await screen.findByRole('table', { name: 'Estado de cuenta' });
    expect(within(table).getByRole('columnheader', { name: 'Puntos' })).toBeVisible();
  });

  it('is a list of cards on a phone, every column at hand', async () => {
    renderAt(true);
    const cards = await screen.findByRole('list', { name: 'Estado de cuenta' });
    expect(within(cards).getByText('Puntos')).toBeVisible();
    expect(within(cards).getByText('50')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
