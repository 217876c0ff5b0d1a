import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RewardsTeaser } from '@/features/home/components/rewards-teaser';

describe("home's rewards teaser", () => {
  it('writes the points as /rewards does, with es-MX thousands', () => {
    render(
      <MantineProvider>
        <MemoryRouter>
          <RewardsTeaser points={1250} />
        </MemoryRouter>
      </MantineProvider>,
    );
    expect(screen.getByText('Tienes 1,250 puntos para canjear')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ver recompensas' })).toHaveAttribute('href', '/rewards');
  });

  it('leads to the recognition board, which no menu lists', () => {
    render(
      <MantineProvider>
        <MemoryRouter>
          <RewardsTeaser points={0} />
        </MemoryRouter>
      </MantineProvider>,
    );
    expect(screen.getByRole('link', { name: 'Reconoce a tus compañeros' })).toHaveAttribute('href', '/board');
  });
});
