import type { Page } from '@playwright/test';
import { sessionFromLogin } from '../../domain/session';
import type { components } from '../../openapi/generated/schema';
import { SESSION_KEY } from '../../src/api/session-store';
import { expect } from './fixtures';

/** The password of every demo person (README, "Demo logins"). */
export const DEMO_PASSWORD = 'Demo.2026!';

type LoginReply = components['schemas']['LoginReply'];

interface SignInOptions {
  password?: string;
  /** The page to open once signed in. */
  at?: string;
}

/**
 * Signs in through the gateway's login call and keeps the session where the portal keeps it (browser storage,
 * decision 0061), then opens `at` (/home by default). The sign-in dialog itself is walked in e2e/auth.spec.ts;
 * every other journey starts signed in, as a returning person's tab does.
 */
export async function signIn(
  page: Page,
  email: string,
  { password = DEMO_PASSWORD, at = '/home' }: SignInOptions = {},
): Promise<void> {
  const response = await page.request.post('/api/Auth/Login', { data: { username: email, password } });
  const reply = (await response.json()) as LoginReply;
  expect(reply.responseCode, reply.responseMessage).toBe('00');
  if (!reply.data) throw new Error(`No session for ${email}`);
  const session = sessionFromLogin(reply.data, Date.now());
  // Storage belongs to the portal's origin: a small file of it opens the way without starting the app.
  await page.goto('/favicon.svg');
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: SESSION_KEY,
    value: JSON.stringify(session),
  });
  await page.goto(at);
}

/** Signs out through /logout and waits for the visitor's header. */
export async function signOut(page: Page): Promise<void> {
  await page.goto('/logout');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Ingresar' })).toBeVisible();
}
