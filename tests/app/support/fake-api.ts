import type { components } from '@openapi/schema';

type Handler = (request: Request) => unknown;

interface Recorded {
  method: string;
  path: string;
  body: string;
}

export const GATEWAY_BASE = 'http://gateway.test/api';

const handlers = new Map<string, Handler>();
export const recorded: Recorded[] = [];

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** Answers `method path` with the envelope of `data` (or what the handler returns for the request). */
export function onCall(method: string, path: string, reply: Handler): void {
  handlers.set(`${method} ${path}`, reply);
}

export function ok(data: unknown) {
  return { responseCode: '00', responseMessage: 'OK', data };
}

export function resetFakeApi(): void {
  handlers.clear();
  recorded.length = 0;
}

/**
 * The fetch behind the test client: records each call and answers from the registered handlers; a call
 * nobody registered gets a 503 failure envelope, like a gateway that is down.
 */
export async function fakeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = new Request(input, init);
  const path = decodeURIComponent(new URL(request.url).pathname.replace(/^\/api/, ''));
  recorded.push({ method: request.method, path, body: await request.clone().text() });
  const handler = handlers.get(`${request.method} ${path}`);
  if (!handler) {
    return json({ responseCode: '503', responseMessage: 'Sin servicio', data: null }, 503);
  }
  return json(await handler(request));
}

type Profile = components['schemas']['UserProfile'];

export function profile(roleName: string, overrides: Partial<Profile> = {}): Profile {
  return {
    userId: 7,
    firstName: 'Alex',
    email: 'alex@muropride.mx',
    roleName,
    aspNetRoleName: roleName,
    reward: 120,
    loginProvider: 1,
    ...overrides,
  };
}

export function widgets(courseQuantity: number): components['schemas']['Widgets'] {
  return {
    surveyWidget: { expirationDays: 3, pending: 1 },
    messageWidget: { unread: 0 },
    rewardWidget: { points: 120 },
    courseWidget: { quantity: courseQuantity },
    providerWidget: { quantity: 0 },
    auditoriumWidget: { data: null },
    directoryInfoWidget: { quantity: 0 },
  };
}
