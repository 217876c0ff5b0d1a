import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { onCall, ok, resetFakeApi, widgets } from './support/fake-api';
import { renderApp, signInAs } from './support/render-app';

vi.mock('@/api/client', async () => (await import('./support/mock-api-client')).clientAgainstFakeApi());

const VISITOR_MENU = [
  'Cartelera',
  'Galería',
  'Pride Talks',
  'Pride Music',
  'Mundo Pride',
  'Historias Pride',
  'Bolsa de trabajo',
  'Economía incluyente',
  'Grupos de interés',
  'Beneficios Pride',
  'Comunidad que cuida',
];

async function menuLinks() {
  const nav = await screen.findByRole('navigation', { name: 'Menú principal' });
  return within(nav).getAllByRole('link');
}

beforeEach(resetFakeApi);

/** The demo company's customisation with a logo of its own. */
const customisedLogo = {
  companyId: 871,
  companyName: 'Muro Pride',
  companyLogo: '/files/logo-871.png',
  primaryColor: '#123456',
  secondaryColor: '#654321',
};

describe('member header', () => {
  it('shows visitors the login button and the public menu in order, without member links', async () => {
    renderApp('/home');
    expect(await screen.findByRole('button', { name: 'Ingresar' })).toBeInTheDocument();
    const links = await menuLinks();
    expect(links.map((link) => link.textContent)).toEqual(VISITOR_MENU);
    expect(links[0]).toHaveAttribute('href', '/course-view');
    expect(links[1]).toHaveAttribute('href', '/blog-company/gallery');
    expect(screen.queryByRole('link', { name: 'Soy administrador' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Cerrar sesión' })).toBeNull();
  });

  it('links the logo to /home', async () => {
    renderApp('/home');
    expect(await screen.findByRole('link', { name: 'Muro Pride, ir al inicio' })).toHaveAttribute(
      'href',
      '/home',
    );
  });

  it('gives Recursos Humanos the link to /admin and the full member menu', async () => {
    signInAs('Recursos Humanos');
    renderApp('/home');
    expect(await screen.findByRole('link', { name: 'Soy administrador' })).toHaveAttribute('href', '/admin');
    expect(screen.queryByRole('button', { name: 'Ingresar' })).toBeNull();
    const labels = (await menuLinks()).map((link) => link.textContent);
    expect(labels.slice(-4)).toEqual(['Recompensas', 'Mis compras', 'Comunidad que cuida', 'Cerrar sesión']);
  });

  it('gives no admin link to an ordinary member', async () => {
    signInAs('Usuario');
    renderApp('/home');
    await screen.findByRole('link', { name: 'Mi perfil' });
    await waitFor(() => expect(screen.getByRole('link', { name: 'Cerrar sesión' })).toBeInTheDocument());
    expect(screen.queryByRole('link', { name: 'Soy administrador' })).toBeNull();
  });

  it('sends the operations role from the logo to /homeOps/1', async () => {
    signInAs('Operaciones');
    renderApp('/home');
    const logo = await screen.findByRole('link', { name: 'Muro Pride, ir al inicio' });
    await waitFor(() => expect(logo).toHaveAttribute('href', '/homeOps/1'));
  });

  it('badges the billboard with the quantity of the course widget for members', async () => {
    signInAs('Usuario');
    onCall('GET', '/Home/Widgets', () => ok(widgets(5)));
    renderApp('/home');
    const nav = await screen.findByRole('navigation', { name: 'Menú principal' });
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: /Cartelera/ })).toHaveTextContent('Cartelera5'),
    );
  });

  it('uses the company logo from the customisation when there is one', async () => {
    onCall('GET', '/BackEnd/CompanyCustomize/GetByCompanyId/871', () => ok(customisedLogo));
    renderApp('/home');
    const logo = await screen.findByRole('link', { name: 'Muro Pride, ir al inicio' });
    await waitFor(() => expect(logo.querySelector('img')).toHaveAttribute('src', '/files/logo-871.png'));
  });
});

describe('console headers', () => {
  it.each([
    ['Recursos Humanos', '/admin/users'],
    ['Operaciones', '/operator/homeOps/1'],
  ])('show the saved company logo to %s instead of a fixed name', async (role, path) => {
    onCall('GET', '/BackEnd/CompanyCustomize/GetByCompanyId/871', () => ok(customisedLogo));
    signInAs(role);
    renderApp(path);
    const banner = await screen.findByRole('banner');
    const logo = await within(banner).findByRole('link', { name: 'Muro Pride, ir al inicio' });
    await waitFor(() => expect(logo.querySelector('img')).toHaveAttribute('src', '/files/logo-871.png'));
    expect(within(banner).queryByText('Muro Pride')).toBeNull();
  });
});
