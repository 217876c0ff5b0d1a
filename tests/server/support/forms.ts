import type { FastifyInstance } from 'fastify';
import { contractReply, type CallResult, type GatewayUrl, type ReplyOf } from './contract.js';

export type FormValue = string | { data: Buffer; name: string; type: string };

/** A form's fields by name (a list sends several parts), or as parts in the order they are sent. */
export type FormFields = Record<string, FormValue | FormValue[]> | [string, FormValue][];

/**
 * Sends a multipart form as a browser would and checks the reply against the contract; the reply is typed by
 * the contract like `call`'s.
 */
export async function sendForm<M extends 'POST' | 'PUT', U extends GatewayUrl>(
  app: FastifyInstance,
  method: M,
  url: U,
  fields: FormFields,
  token?: string,
): Promise<CallResult<ReplyOf<M, U>>> {
  const form = new FormData();
  const parts = Array.isArray(fields)
    ? fields
    : Object.entries(fields).flatMap(([name, values]) =>
        [values].flat().map((value) => [name, value] as const),
      );
  for (const [name, value] of parts) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([new Uint8Array(value.data)], { type: value.type }), value.name);
  }
  const encoded = new Response(form);
  const response = await app.inject({
    method,
    url: `/api${url}`,
    headers: {
      'content-type': encoded.headers.get('content-type') ?? '',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  return contractReply(method, url, response);
}
