import { MantineProvider } from '@mantine/core';
import { onlineManager, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorPage } from '@/app/pages/route-error-page';
import { QueryState } from '@/shared/ui/query-state';

function Rewards({ load }: { load: () => Promise<string> }) {
  const query = useQuery({ queryKey: ['rewards', 'latest'], queryFn: load });
  return <QueryState query={query}>{(data) => <p>{data}</p>}</QueryState>;
}

afterEach(() => {
  onlineManager.setOnline(true);
  vi.restoreAllMocks();
});

describe('offline, what this device never kept (decision 0301)', () => {
  it('says so in place of the data and loads it once the connection is back', async () => {
    onlineManager.setOnline(false);
    const load = vi.fn(async () => 'Cena para dos');
    render(
      <MantineProvider>
        <QueryClientProvider client={new QueryClient()}>
          <Rewards load={load} />
        </QueryClientProvider>
      </MantineProvider>,
    );

    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Sin conexión');
    expect(notice).toHaveTextContent('Esto todavía no se guardó en este dispositivo.');
    await userEvent.click(screen.getByRole('button', { name: 'Volver a intentar' }));
    expect(load).not.toHaveBeenCalled();

    act(() => onlineManager.setOnline(true));
    expect(await screen.findByText('Cena para dos')).toBeInTheDocument();
    expect(screen.queryByText('Sin conexión')).not.toBeInTheDocument();
  });

  it('names a page whose code this device never loaded, with a retry and the way home', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(
      <MantineProvider>
        <RouteErrorPage />
      </MantineProvider>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Sin conexión');
    expect(alert).not.toHaveTextContent('Algo salió mal');
    expect(screen.getByRole('button', { name: 'Volver a intentar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/home');
  });

  it("keeps 'Algo salió mal' for a page that failed with the connection up", () => {
    render(
      <MantineProvider>
        <RouteErrorPage />
      </MantineProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Algo salió mal');
    expect(screen.queryByRole('link', { name: 'Ir al inicio' })).not.toBeInTheDocument();
  });
});
