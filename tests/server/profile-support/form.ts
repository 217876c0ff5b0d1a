import type { FastifyInstance } from 'fastify';
import { assertMatchesContract, type CallResult, type Envelope } from '../support/contract.js';

export type FormValue = string | { data: Buffer; name: string; type: string };

/** Posts a multipart form as a browser would (a list sends several parts), and checks the reply against the contract. */
export async function postForm(
  app: FastifyInstance,
  url: string,
  fields: Record<string, FormValue | FormValue[]>,
  token?: string,
): Promise<CallResult<Envelope>> {
  const form = new FormData();
  for (const [name, values] of Object.entries(fields)) {
    for (const value of [values].flat()) {
      if (typeof value === 'string') form.append(name, value);
      else form.append(name, new Blob([new Uint8Array(value.data)], { type: value.type }), value.name);
    }
  }
  const encoded = new Response(form);
  const response = await app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: {
      'content-type': encoded.headers.get('content-type') ?? '',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  const body: unknown = response.json();
  assertMatchesContract('POST', `/api${url}`, response.statusCode, body);
  return { status: response.statusCode, body: body as Envelope };
}
