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
  it.each([
    {
      about: 'says how many messages are unread on the chat button and the burger',
      unread: 3,
      chat: 'Abrir chat: 3 mensajes sin leer',
      menu: 'Abrir menú (3 mensajes sin leer)',
    },
    {
      about: 'names the buttons plainly when everything is read',
      unread: 0,
      chat: 'Abrir chat',
      menu: 'Abrir menú',
    },
  ])('$about', async ({ unread, chat, menu }) => {
    onCall('GET', '/chats/unread', () => ok({ unread }));
    renderApp('/home');
    expect(await screen.findByRole('button', { name: chat }, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: menu })).toBeInTheDocument();
  });
});
