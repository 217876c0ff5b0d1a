import type { Gateway } from './gateways';

/** Renewed this long before the access token expires, as the portal's client does. */
const REFRESH_BEFORE_MS = 2 * 60_000;

/** The gateway a request goes to, as a load balancer sends it: the preferred one while it lives, else another. */
export function route(gateways: readonly Gateway[], preferred: number): Gateway {
  const wanted = gateways[preferred];
  if (wanted?.alive) return wanted;
  const other = gateways.find((g) => g.alive);
  if (!other) throw new Error('No gateway is alive');
  return other;
}

interface Tokens {
  token: string;
  refreshToken: string;
  /** Minutes the access token lives. */
  expiresIn: number;
  userId: number;
}

interface Envelope<T> {
  responseCode: string;
  responseMessage: string;
  data: T | null;
}

async function tokensFrom(reply: Response, who: string): Promise<Tokens> {
  const body = (await reply.json()) as Envelope<Tokens>;
  if (!reply.ok || body.responseCode !== '00' || !body.data)
    throw new Error(`${who}: ${reply.status} ${body.responseCode} ${body.responseMessage}`);
  return body.data;
}

/** A signed-in person: their id and a token that stays valid for as long as the run needs. */
export interface Session {
  userId: number;
  accessToken(): Promise<string>;
}

/** Signs in through POST /api/Auth/Login once; the token serves every connection and call of the person. */
export async function signIn(
  gateways: readonly Gateway[],
  preferred: number,
  username: string,
  password: string,
): Promise<Session> {
  const login = await fetch(`${route(gateways, preferred).base}/api/Auth/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  let tokens = await tokensFrom(login, `Sign-in of ${username}`);
  let expiresAt = Date.now() + tokens.expiresIn * 60_000;
  let renewing: Promise<void> | null = null;
  const renew = async () => {
    const reply = await fetch(`${route(gateways, preferred).base}/api/auth/refreshtoken`, {
      method: 'PUT',
      headers: { RefreshToken: tokens.refreshToken },
    });
    tokens = await tokensFrom(reply, `Renewal for ${username}`);
    expiresAt = Date.now() + tokens.expiresIn * 60_000;
  };
  return {
    userId: tokens.userId,
    async accessToken() {
      if (Date.now() < expiresAt - REFRESH_BEFORE_MS) return tokens.token;
      // Both hubs of a person may ask at once; one renewal serves them (a refresh token works once).
      renewing ??= renew().finally(() => {
        renewing = null;
      });
      await renewing;
      return tokens.token;
    },
  };
}

/** Runs `work` on every item, `width` at a time. */
export async function inParallel<T, R>(items: readonly T[], width: number, work: (item: T) => Promise<R>) {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: width }, lane));
  return results;
}
