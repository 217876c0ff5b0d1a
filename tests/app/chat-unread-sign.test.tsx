import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { onCall, ok, resetFakeApi, widgets } from './support/fake-api';
import { renderApp, signInAs } from './support/render-app';

vi.mock('@/api/client', async () => (await import('./support/mock-api-client')).clientAgainstFakeApi());

beforeEach(() => {
  resetFakeApi();
  signInAs('Usuario');
  onCall('GET', '/Home/Widgets', () => ok(widgets(0)));
});

describe("the header's sign of unread chat messages", () => {
  it('says how many messages are unread on the chat button and the burger', async () => {
    onCall('GET', '/chats/unread', () => ok({ unread: 3 }));
    renderApp('/home');
    expect(
      await screen.findByRole('button', { name: 'Abrir chat: 3 mensajes sin leer' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Abrir menú (3 mensajes sin leer)' }),
    ).toBeInTheDocument();
  });

  it('names the buttons plainly when everything is read', async () => {
    onCall('GET', '/chats/unread', () => ok({ unread: 0 }));
    renderApp('/home');
    expect(
      await screen.findByRole('button', { name: 'Abrir chat' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abrir menú' })).toBeInTheDocument();
  });
});
