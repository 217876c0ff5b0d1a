import type { FastifyInstance, InjectOptions } from 'fastify';
import createClient from 'openapi-fetch';
import type { paths } from '../../../openapi/generated/schema.js';
import { assertMatchesContract } from './contract.js';

/** Where the client's requests seem to go; they never leave the process. */
const ORIGIN = 'http://gateway.test';

/**
 * A typed gateway client for tests: openapi-fetch checks paths, parameters and bodies against the contract at
 * compile time, and its fetch hands each request to the app's inject, then checks the reply against the
 * contract's response schema, as `call` does.
 */
export function apiClient(app: FastifyInstance, token?: string) {
  async function injectFetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const path = url.pathname + url.search;
    const method = request.method as InjectOptions['method'] & string;
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const reply = await app.inject({
      method,
      url: path,
      headers: Object.fromEntries(request.headers),
      ...(body ? { payload: body } : {}),
    });
    if (String(reply.headers['content-type'] ?? '').startsWith('application/json')) {
      assertMatchesContract(method, path, reply.statusCode, reply.json());
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(reply.headers)) {
      for (const one of [value ?? []].flat()) headers.append(name, String(one));
    }
    return new Response(new Uint8Array(reply.rawPayload), { status: reply.statusCode, headers });
  }
  return createClient<paths>({
    baseUrl: `${ORIGIN}/api`,
    fetch: injectFetch,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
}

export type ApiClient = ReturnType<typeof apiClient>;

/** The envelope of a reply whatever its status: openapi-fetch puts 2xx bodies in `data`, others in `error`. */
export function envelopeOf<D, E>(result: { data?: D; error?: E; response: Response }) {
  const body = result.data ?? result.error;
  if (body === undefined) throw new Error(`HTTP ${result.response.status} without an envelope`);
  return { status: result.response.status, body: body as NonNullable<D> | NonNullable<E> };
}

/** The data of a '00' reply, typed by the contract; anything else fails the test with the reply's message. */
export function dataOf<D extends { responseCode: string; responseMessage: string; data?: unknown }>(result: {
  data?: D;
  error?: unknown;
  response: Response;
}): NonNullable<D['data']> {
  const { body } = envelopeOf(result);
  const envelope = body as { responseCode: string; responseMessage: string; data?: unknown };
  if (envelope.responseCode !== '00' || envelope.data == null) {
    throw new Error(`HTTP ${result.response.status} ${envelope.responseCode}: ${envelope.responseMessage}`);
  }
  return envelope.data as NonNullable<D['data']>;
}
