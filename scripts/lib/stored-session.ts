import type { Page } from 'playwright-core';
import { sessionFromLogin } from '../../domain/session';
import type { components } from '../../openapi/generated/schema';
import { SESSION_KEY } from '../../src/api/session-store';

type LoginReply = components['schemas']['LoginReply'];

/**
 * Signs in through the gateway at `origin` and keeps the session where the portal keeps it (browser storage,
 * decision 0061), as a returning person's tab has it. Leaves `page` on a small file of the portal's origin,
 * whose storage it is, without starting the app. `owing` keeps the tokens of a login answered '11' too, as a
 * tampered page would.
 */
export async function storeSignedInSession(
  page: Page,
  origin: string,
  username: string,
  password: string,
  owing = false,
): Promise<void> {
  const response = await fetch(`${origin}/api/Auth/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const reply = (await response.json()) as LoginReply;
  const accepted = owing ? ['00', '11'] : ['00'];
  if (!accepted.includes(reply.responseCode) || !reply.data)
    throw new Error(`${username} could not sign in: ${reply.responseCode} ${reply.responseMessage}`);
  const session = JSON.stringify(sessionFromLogin(reply.data, Date.now()));
  await page.goto(`${origin}/favicon.svg`);
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: SESSION_KEY,
    value: session,
  });
}
