import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RewardsTeaser } from '@/features/home/components/rewards-teaser';

const renderTeaser = (points: number) =>
  render(
    <MantineProvider>
      <MemoryRouter>
        <RewardsTeaser points={points} />
      </MemoryRouter>
    </MantineProvider>,
  );

describe("home's rewards teaser", () => {
  it('writes the points as /rewards does, with es-MX thousands', () => {
    renderTeaser(1250);
    expect(screen.getByText('Tienes 1,250 puntos para canjear')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ver recompensas' })).toHaveAttribute('href', '/rewards');
  });

  it('leads to the recognition board, which no menu lists', () => {
    renderTeaser(0);
    expect(screen.getByRole('link', { name: 'Reconoce a tus compañeros' })).toHaveAttribute('href', '/board');
  });
});
