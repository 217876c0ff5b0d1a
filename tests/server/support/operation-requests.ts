import type { InjectOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { JsonSchema, OperationEntry } from '../../../server/openapi/document.js';
import { solidPng } from '../profile-support/png.js';

/** What a generated request puts where the contract asks for a company or a record. */
export interface Fill {
  /** Sent in every companyId-like parameter or property. */
  companyId: number;
  /** The id sent for a parameter or property of this name on this path. */
  idFor(name: string, path: string): number;
  /** YYYY-MM-DD, for date fields. */
  today: string;
  /** A value chosen by the caller for a property or parameter (undefined: sampled); chosen ones are always sent. */
  preset?(name: string, schema: JsonSchema): Value | undefined;
}

const COMPANY = /^companyid$/i;
/** Names that carry a record's id although they do not end in "id". */
const ID_NAMES = /(id|ids)$|^(receiver|userprofileto|departments|contactid)$/i;

/** Strings tried, in order, against a pattern the contract sets; the first that matches is sent. */
const candidates = (today: string) => [
  'Prueba',
  '#6f2dbd',
  '5512345678',
  '06000',
  '20:30',
  `${today}T20:30`,
  '123',
  '12',
  '2030',
  '4111111111111111',
  '012180001234567897',
  `${today}|${today}`,
  'ataque.mx',
  'MuroPride',
  randomUUID(),
  'a'.repeat(24),
];

/** Plain values by field name, where the contract leaves the format to the handler. */
const byName: [RegExp, () => string][] = [
  [/email/i, () => 'ataque@ejemplo.mx'],
  [/phone|mobile/i, () => '5512345678'],
  [/birthday/i, () => '1990-04-12'],
  [/password/i, () => 'Ataque.2026!'],
  // A push endpoint names one browser: each call its own, so no call takes over another's subscription.
  [/endpoint/i, () => `https://push.ejemplo.mx/${randomUUID()}`],
  [/url|link|site/i, () => 'https://ejemplo.mx'],
];

export type Value = string | number | boolean | null | Value[] | { [key: string]: Value } | Blob;

/** A file field, or a list of files: always sent, as a form would send the image it asks for. */
const isFile = (schema: JsonSchema | undefined): boolean =>
  schema?.format === 'binary' || (schema?.items as JsonSchema | undefined)?.format === 'binary';

/** One sample value for a schema, named `name` on `path`: ids and company ids from `fill`, the rest plain. */
function sample(schema: JsonSchema | undefined, name: string, path: string, fill: Fill, depth = 0): Value {
  if (!schema || depth > 6) return null;
  const preset = fill.preset?.(name, schema);
  if (preset !== undefined) return preset;
  if (Array.isArray(schema.allOf)) {
    const parts = schema.allOf as JsonSchema[];
    const merged: JsonSchema = {
      type: 'object',
      properties: Object.assign({}, ...parts.map((part) => part.properties ?? {})),
      required: parts.flatMap((part) => (part.required as string[] | undefined) ?? []),
    };
    return sample(merged, name, path, fill, depth);
  }
  const alternatives = (schema.oneOf ?? schema.anyOf) as JsonSchema[] | undefined;
  if (alternatives) {
    const first = alternatives.find((option) => option.type !== 'null');
    return sample(first, name, path, fill, depth);
  }
  if ('const' in schema) return schema.const as Value;
  if (Array.isArray(schema.examples)) return schema.examples[0] as Value;
  if (Array.isArray(schema.enum)) return schema.enum[0] as Value;
  const types = [schema.type].flat().filter((type) => type !== 'null');
  const type = types[0] as string | undefined;
  if (type === 'integer' || type === 'number') {
    if (COMPANY.test(name)) return fill.companyId;
    if (ID_NAMES.test(name)) return fill.idFor(name, path);
    const minimum = (schema.minimum as number | undefined) ?? 1;
    return Math.min(Math.max(minimum, 1), (schema.maximum as number | undefined) ?? Infinity);
  }
  if (type === 'boolean') return true;
  if (type === 'array') {
    const items = schema.items as JsonSchema | undefined;
    const count = Math.max((schema.minItems as number | undefined) ?? 1, 1);
    return Array.from({ length: count }, () => sample(items, name, path, fill, depth + 1));
  }
  if (type === 'object' || schema.properties) {
    const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((schema.required as string[] | undefined) ?? []);
    const chosen = Object.keys(properties).filter(
      (key) =>
        required.has(key) ||
        COMPANY.test(key) ||
        ID_NAMES.test(key) ||
        isFile(properties[key]) ||
        Array.isArray(properties[key]?.examples) ||
        fill.preset?.(key, properties[key] ?? {}) !== undefined,
    );
    return Object.fromEntries(
      chosen.map((key) => [key, sample(properties[key], key, path, fill, depth + 1)]),
    );
  }
  return sampleString(schema, name, path, fill, depth);
}

/** A small file of the kind a binary field declares (an image unless it says otherwise). */
const files: Record<string, () => Blob> = {
  'application/pdf': () =>
    new Blob(
      [
        '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n',
        '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 420 240]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
      ],
      { type: 'application/pdf' },
    ),
  'image/svg+xml': () =>
    new Blob(
      ['<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16"><rect width="16" height="16"/></svg>'],
      {
        type: 'image/svg+xml',
      },
    ),
};

function sampleFile(schema: JsonSchema): Value {
  const kind = schema.contentMediaType as string | undefined;
  // A form sends a video only when the person chose one; the rest of its files it always sends.
  if (kind?.startsWith('video/')) return null;
  return files[kind ?? '']?.() ?? new Blob([new Uint8Array(solidPng(16, 16))], { type: 'image/png' });
}

function sampleString(schema: JsonSchema, name: string, path: string, fill: Fill, depth: number): Value {
  if (schema.format === 'binary') return sampleFile(schema);
  if (schema.contentMediaType === 'application/json') {
    return JSON.stringify(sample(schema.contentSchema as JsonSchema, name, path, fill, depth + 1));
  }
  if (COMPANY.test(name)) return String(fill.companyId);
  if (ID_NAMES.test(name)) return String(fill.idFor(name, path));
  const named = byName.find(([pattern]) => pattern.test(name));
  if (named) return named[1]();
  if (schema.format === 'date') return fill.today;
  if (schema.format === 'date-time') return `${fill.today}T12:00:00.000Z`;
  if (schema.format === 'email') return 'ataque@ejemplo.mx';
  if (schema.format === 'uri') return 'https://ejemplo.mx';
  const min = (schema.minLength as number | undefined) ?? 0;
  const max = (schema.maxLength as number | undefined) ?? Infinity;
  const fits = (text: string) => text.length >= min && text.length <= max;
  if (typeof schema.pattern === 'string') {
    const pattern = new RegExp(schema.pattern, 'u');
    return candidates(fill.today).find((text) => fits(text) && pattern.test(text)) ?? 'Prueba';
  }
  return 'Prueba'.padEnd(min, 'x').slice(0, Math.max(max, 1));
}

const extensions: Record<string, string> = { 'application/pdf': 'pdf', 'image/svg+xml': 'svg' };

/** A multipart body as a browser sends it: objects as JSON text, lists as repeated parts. */
async function multipart(fields: Record<string, Value>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    for (const one of [value].flat()) {
      if (one instanceof Blob) form.append(key, one, `${key}.${extensions[one.type] ?? 'png'}`);
      else if (one !== null) form.append(key, typeof one === 'object' ? JSON.stringify(one) : String(one));
    }
  }
  const encoded = new Response(form);
  return {
    contentType: encoded.headers.get('content-type') ?? '',
    payload: Buffer.from(await encoded.arrayBuffer()),
  };
}

/**
 * A request for an operation of the contract with every parameter and required body field filled: company ids
 * with fill.companyId, record ids with fill.idFor, other values plain but valid where the contract says how.
 */
export async function requestFor(
  entry: OperationEntry,
  fill: Fill,
  base: string,
): Promise<InjectOptions & { url: string }> {
  const { path, method, operation, parameters } = entry;
  let url = path;
  const query = new URLSearchParams();
  const headers: Record<string, string> = {};
  // Optional filters (a search text) would only narrow what a reply could leak: left out unless they name a
  // company or a record.
  const sent = parameters.filter((p) => p.required || COMPANY.test(p.name) || ID_NAMES.test(p.name));
  for (const parameter of sent) {
    const value = sample(parameter.schema, parameter.name, path, fill);
    if (parameter.in === 'path') url = url.replace(`{${parameter.name}}`, encodeURIComponent(String(value)));
    if (parameter.in === 'query') {
      for (const one of [value].flat()) query.append(parameter.name, String(one));
    }
    if (parameter.in === 'header' && parameter.name === 'Idempotency-Key')
      headers[parameter.name] = randomUUID();
  }
  const target = `${base}${url}${query.size > 0 ? `?${query}` : ''}`;
  const content = operation.requestBody?.content ?? {};
  const json = content['application/json']?.schema;
  const form = content['multipart/form-data']?.schema;
  const request = { method: method.toUpperCase() as InjectOptions['method'], url: target, headers };
  if (json)
    return {
      ...request,
      payload: JSON.stringify(sample(json, '', path, fill)),
      headers: { ...headers, 'content-type': 'application/json' },
    };
  if (form) {
    const { contentType, payload } = await multipart(sample(form, '', path, fill) as Record<string, Value>);
    return { ...request, payload, headers: { ...headers, 'content-type': contentType } };
  }
  return request;
}
