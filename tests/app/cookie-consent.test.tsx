import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONSENT_KEY } from '@/app/cookie-consent/consent-store';
import { resetFakeApi } from './support/fake-api';
import { renderApp } from './support/render-app';

vi.mock('@/api/client', async () => (await import('./support/mock-api-client')).clientAgainstFakeApi());

const banner = () => screen.queryByRole('region', { name: 'Uso de cookies' });

async function wait(ms: number) {
  await act(() => new Promise((resolve) => setTimeout(resolve, ms)));
}

beforeEach(resetFakeApi);

describe('cookie consent banner', () => {
  it('appears 50 ms after the page shows, not with its first render', async () => {
    // Checked at the first render rather than at the heading: a slow machine may paint the heading after 50 ms.
    renderApp('/home');
    expect(banner()).toBeNull();
    await screen.findByRole('heading', { level: 1, name: 'Inicio' });
    expect(await screen.findByRole('region', { name: 'Uso de cookies' })).toBeInTheDocument();
  });

  it.each([
    ['Aceptar', 'accepted'],
    ['Rechazar', 'rejected'],
  ])('remembers "%s" and never shows again', async (button, stored) => {
    const first = renderApp('/home');
    const region = await screen.findByRole('region', { name: 'Uso de cookies' });
    await userEvent.click(screen.getByRole('button', { name: button }));
    expect(region).not.toBeInTheDocument();
    expect(localStorage.getItem(CONSENT_KEY)).toBe(stored);
    first.unmount();

    renderApp('/home');
    await screen.findByRole('heading', { level: 1, name: 'Inicio' });
    await wait(120);
    expect(banner()).toBeNull();
  });
});
