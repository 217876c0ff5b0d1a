import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { resetFakeApi } from './support/fake-api';
import { renderApp, signInAs } from './support/render-app';
import { adminUrls, authPageUrls, memberUrls, operatorUrls } from './spec-routes';

vi.mock('@/api/client', async () => (await import('./support/mock-api-client')).clientAgainstFakeApi());

/** The notice the route table showed for sections not built yet; no route shows it any more. */
const PLACEHOLDER = 'Esta sección estará disponible muy pronto.';
/** A route shows its own page: a level-1 heading of its own and no placeholder. */
async function expectPage(router: ReturnType<typeof renderApp>['router'], url: string) {
  await act(() => router.navigate(url));
  expect(router.state.location.pathname).toBe(url);
  const main = await screen.findByRole('main');
  const heading = await within(main)
    .findByRole('heading', { level: 1 }, { timeout: 3000 })
    .catch(() => {
      throw new Error(`${url} shows no level-1 heading`);
    });
  expect(within(main).queryByText(PLACEHOLDER)).toBeNull();
  expect(heading.textContent?.trim()).not.toBe('');
}

beforeEach(resetFakeApi);

describe('route table', () => {
  it('shows every member route of spec 000 inside the member layout', async () => {
    const { router } = renderApp('/home');
    for (const [url] of memberUrls) {
      await expectPage(router, url);
      expect(screen.getByRole('navigation', { name: 'Menú principal' })).toBeInTheDocument();
      expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    }
  });

  it('wires the auth pages inside the member layout', async () => {
    const { router } = renderApp('/home');
    for (const url of authPageUrls) {
      await act(() => router.navigate(url));
      expect(router.state.location.pathname).toBe(url);
      const main = await screen.findByRole('main');
      await waitFor(() => expect(main.textContent?.trim()).not.toBe(''));
      expect(within(main).queryByText(PLACEHOLDER)).toBeNull();
      expect(screen.getByRole('navigation', { name: 'Menú principal' })).toBeInTheDocument();
    }
  });

  it('signs the person out at /logout and goes home', async () => {
    signInAs('Usuario');
    const { router } = renderApp('/logout');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(await screen.findByRole('button', { name: 'Ingresar' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Cerrar sesión' })).toBeNull();
  });

  it('sends / and any unknown path to /home', async () => {
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    await act(() => router.navigate('/no-existe/para-nada'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Inicio' })).toBeInTheDocument();
  });

  it('sends a visitor and a member away from the admin console to /home', async () => {
    const visitor = renderApp('/admin/users');
    await waitFor(() => expect(visitor.router.state.location.pathname).toBe('/home'));
    visitor.unmount();

    signInAs('Usuario');
    const member = renderApp('/admin/users');
    await waitFor(() => expect(member.router.state.location.pathname).toBe('/home'));
    expect(screen.queryByRole('navigation', { name: 'Menú de administración' })).toBeNull();
  });

  it('opens every admin route inside the admin layout for Recursos Humanos', async () => {
    signInAs('Recursos Humanos');
    const { router } = renderApp('/admin');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Panel de administración' }),
    ).toBeInTheDocument();
    for (const [url] of adminUrls) {
      await expectPage(router, url);
      const nav = screen.getByRole('navigation', { name: 'Menú de administración' });
      expect(within(nav).getByRole('link', { name: 'Muro Pride' })).toHaveAttribute('href', '/home');
      expect(screen.queryByRole('navigation', { name: 'Menú principal' })).toBeNull();
    }
  });

  it('admits a role that contains the allowed name, whatever its case', async () => {
    signInAs('Gerente de recursos humanos');
    const { router } = renderApp('/admin/control');
    expect(await screen.findByRole('heading', { level: 1, name: 'Control' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/control');
  });

  it('opens every operator route inside the operator layout for Operaciones only', async () => {
    signInAs('Operaciones');
    const { router } = renderApp('/operator');
    for (const [url] of operatorUrls) {
      await expectPage(router, url);
      expect(screen.getByRole('navigation', { name: 'Menú de operaciones' })).toBeInTheDocument();
    }
    await act(() => router.navigate('/admin'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('sends /homeOps/1 to the operator console home tab', async () => {
    signInAs('Operaciones');
    const { router } = renderApp('/homeOps/1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/operator/homeOps/1'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Control de recompensas' }),
    ).toBeInTheDocument();
  });

  it('titles the document after the section', async () => {
    const { router } = renderApp('/job-bank');
    await screen.findByRole('heading', { level: 1, name: 'Bolsa de trabajo' });
    await waitFor(() => expect(document.title).toBe('Bolsa de trabajo | Muro Pride'));
    expect(router.state.location.pathname).toBe('/job-bank');
  });
});
