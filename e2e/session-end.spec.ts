import type { Page, WebSocket } from '@playwright/test';
import { SESSION_KEY } from '../src/api/session-store';
import { expect, expectAccessible, gatewayUrl, test } from './support/fixtures';
import { signIn } from './support/session';

/** The refresh token the page keeps, as another device signing this sign-in out would hold it. */
const keptRefreshToken = (page: Page) =>
  page.evaluate(
    (key) => (JSON.parse(localStorage.getItem(key) ?? '{}') as { refreshToken?: string }).refreshToken,
    SESSION_KEY,
  );

test('a sign-in ended elsewhere loses its live connection at once, and its page goes back to a visitor', async ({
  page,
}) => {
  const bell = page.waitForEvent('websocket', (socket: WebSocket) =>
    socket.url().includes('/hubs/notification'),
  );
  await signIn(page, 'alejandro.cruz@demo.muropride.mx');
  const socket = await bell;
  await expect(page.getByRole('banner').getByRole('link', { name: 'Recompensas' })).toBeVisible();
  const closed = socket.waitForEvent('close');

  const ended = await fetch(`${gatewayUrl()}/api/Auth/Logout`, {
    method: 'POST',
    headers: { RefreshToken: String(await keptRefreshToken(page)) },
  });
  expect(ended.status).toBe(200);
  await closed;
  expect(socket.isClosed()).toBe(true);

  // Its next call is refused, renewal is refused, and the page shows the visitor's header.
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Ingresar' })).toBeVisible();
  await expectAccessible(page);
});
