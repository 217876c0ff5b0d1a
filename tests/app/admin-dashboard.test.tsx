import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { resetFakeApi } from './support/fake-api';
import { renderApp, signInAs } from './support/render-app';

vi.mock('@/api/client', async () => (await import('./support/mock-api-client')).clientAgainstFakeApi());

beforeEach(resetFakeApi);

describe('admin dashboard', () => {
  it('shows Recursos Humanos one card per area, each linking to it', async () => {
    signInAs('Recursos Humanos');
    renderApp('/admin');
    const main = await screen.findByRole('main');
    await within(main).findByRole('heading', { level: 1, name: 'Panel de administración' });
    const cards = within(main).getAllByRole('link');
    expect(
      cards.map((card) => [within(card).getByRole('heading').textContent, card.getAttribute('href')]),
    ).toEqual([
      ['Cartelera', '/admin/course'],
      ['Recompensas', '/admin/product-filter'],
      ['Tu opinion', '/admin/AdminSurvey'],
      ['Control', '/admin/control'],
      ['Mundo Pride', '/admin/company-post'],
      ['Pride Talks', '/admin/admin-audience'],
      ['Usuarios', '/admin/users'],
      ['Publicaciones Genericas', '/admin/generic-section'],
    ]);
  });

  it('shows no cards to a role that only contains the name', async () => {
    signInAs('Gerente de Recursos Humanos');
    renderApp('/admin');
    const main = await screen.findByRole('main');
    await within(main).findByRole('heading', { level: 1, name: 'Panel de administración' });
    expect(within(main).queryAllByRole('link')).toHaveLength(0);
  });

  it('marks the current section in the side menu', async () => {
    signInAs('Recursos Humanos');
    renderApp('/admin/details-survey/0');
    const nav = await screen.findByRole('navigation', { name: 'Menú de administración' });
    await screen.findByRole('heading', { level: 1 });
    expect(within(nav).getByRole('link', { name: 'Tu opinion' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Inicio' })).not.toHaveAttribute('aria-current');
  });
});
