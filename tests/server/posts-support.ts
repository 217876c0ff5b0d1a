import type { FastifyInstance } from 'fastify';
import { assertMatchesContract, type CallResult, type Envelope } from './support/contract.js';
import type { FormValue } from './org-support.js';
import { solidPng } from './profile-support/png.js';

/** Sends a multipart form whose fields may repeat (several files in one field), checked against the contract. */
export async function sendParts(
  app: FastifyInstance,
  method: 'POST' | 'PUT',
  url: string,
  fields: [string, FormValue][],
  token?: string,
): Promise<CallResult<Envelope>> {
  const form = new FormData();
  for (const [name, value] of fields) {
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
  const body: unknown = response.json();
  assertMatchesContract(method, `/api${url}`, response.statusCode, body);
  return { status: response.statusCode, body: body as Envelope };
}

export const png = (name: string, width = 16, height = 16): FormValue => ({
  data: solidPng(width, height),
  name,
  type: 'image/png',
});

export const pdf: FormValue = {
  data: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  name: 'programa.pdf',
  type: 'application/pdf',
};

export interface ModelInput {
  CompanyPostId?: number;
  CompanyPostCategoryId?: number;
  Title?: string;
  Text?: unknown;
  ListUser: number[];
  PostType?: number;
  RemovedImages?: number[];
}

/** Sends a company post form: the model as JSON text, images and files as repeated parts. */
export function sendPost(
  app: FastifyInstance,
  method: 'POST' | 'PUT',
  token: string,
  model: ModelInput,
  parts: { images?: FormValue[]; files?: FormValue[] } = {},
) {
  const fields: [string, FormValue][] = [
    [
      'model',
      JSON.stringify({ CompanyPostCategoryId: 1, Title: 'Artículo de prueba', PostType: 0, ...model }),
    ],
    ...(parts.images ?? []).map((image): [string, FormValue] => ['images', image]),
    ...(parts.files ?? []).map((file): [string, FormValue] => ['files', file]),
  ];
  return sendParts(app, method, '/backoffice/CompanyPost', fields, token);
}
