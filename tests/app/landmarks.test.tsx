import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetFakeApi } from './support/fake-api';
import { renderApp, signInAs } from './support/render-app';

vi.mock('@/api/client', async () => (await import('./support/mock-api-client')).clientAgainstFakeApi());

beforeEach(resetFakeApi);

describe('keyboard path and landmarks', () => {
  it('starts the member site with a skip link to the main content', async () => {
    renderApp('/home');
    const main = await screen.findByRole('main');
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Saltar al contenido principal' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', `#${main.id}`);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('starts the admin console with the same skip link', async () => {
    signInAs('Recursos Humanos');
    renderApp('/admin/users');
    const main = await screen.findByRole('main');
    await screen.findByRole('heading', { level: 1, name: 'Usuarios' });
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Saltar al contenido principal' })).toHaveFocus();
    expect(main.id).toBe('contenido-principal');
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });
});
