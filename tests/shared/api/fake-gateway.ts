import { sessionFromLogin } from '@domain/session';
import { writeSession } from '@/api/session-store';

export const BASE = 'http://gateway.test/api';

interface FakeGatewayOptions {
  /** Access tokens the gateway accepts; any other gets a 401. */
  valid: Set<string>;
  /** What a refresh answers; defaults to rotating to the next numbered token. */
  refreshReply?: (refreshToken: string) => Response | Promise<Response>;
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function loginResult(n: number) {
  return {
    token: `access-${n}`,
    refreshToken: `refresh-${n}`,
    expiresIn: 60,
    userId: 7,
    roleName: 'Usuario',
  };
}

export function storeTokens(n: number): void {
  writeSession(sessionFromLogin(loginResult(n), Date.now()));
}

/** A gateway in a function: records every request and answers like the real one for the calls tested here. */
export function fakeGateway({ valid, refreshReply }: FakeGatewayOptions) {
  const requests: {
    method: string;
    path: string;
    authorization: string | null;
    body: string;
    refreshToken: string | null;
  }[] = [];
  const refreshes = () => requests.filter((r) => r.path === '/auth/refreshtoken');

  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname.replace(/^\/api/, '');
    const body = await request.text();
    const refreshToken = request.headers.get('RefreshToken');
    requests.push({
      method: request.method,
      path,
      authorization: request.headers.get('Authorization'),
      body,
      refreshToken,
    });
    // Let parallel callers interleave as they would over a network.
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (path === '/auth/refreshtoken') {
      if (refreshReply) return refreshReply(refreshToken ?? '');
      const n = Number((refreshToken ?? '').replace('refresh-', '')) + 1;
      valid.add(`access-${n}`);
      return json({ responseCode: '00', responseMessage: 'OK', data: loginResult(n) });
    }
    const token = (request.headers.get('Authorization') ?? '').replace('Bearer ', '');
    if (!valid.has(token))
      return json({ responseCode: '401', responseMessage: 'No autorizado', data: null }, 401);
    return json({ responseCode: '00', responseMessage: 'OK', data: { echo: body, companyId: 871 } });
  };
  return { fetch, requests, refreshes };
}

/** An in-memory Web Locks manager: callbacks for the same name run one after another, as across tabs. */
export function fakeLocks() {
  let tail: Promise<unknown> = Promise.resolve();
  let granted = 0;
  const request = (_name: string, callback: () => Promise<unknown>) => {
    const run = tail.then(() => {
      granted += 1;
      return callback();
    });
    tail = run.catch(() => undefined);
    return run;
  };
  return {
    // The DOM type has two overloads; the client only uses (name, callback).
    locks: { request } as unknown as Pick<LockManager, 'request'>,
    granted: () => granted,
  };
}
