import type { FastifySchema } from 'fastify';
import type { JsonSchema, Operation, OperationEntry, Parameter } from './document.js';
import { MULTIPART_MEDIA } from './multipart.js';

const JSON_MEDIA = 'application/json';

/** The request body's one media type: JSON (validated by Fastify) or a multipart form (by the registrar). */
export function requestMediaOf({
  path,
  method,
  operation,
}: OperationEntry): 'json' | 'multipart' | undefined {
  if (!operation.requestBody) return undefined;
  const mediaTypes = Object.keys(operation.requestBody.content);
  if (mediaTypes.length === 1 && mediaTypes[0] === JSON_MEDIA) return 'json';
  if (mediaTypes.length === 1 && mediaTypes[0] === MULTIPART_MEDIA) return 'multipart';
  throw new Error(
    `${method.toUpperCase()} ${path} (${operation.operationId}): request media types ${mediaTypes.join(', ')} ` +
      `are not supported by the route registrar; use one of ${JSON_MEDIA} or ${MULTIPART_MEDIA}.`,
  );
}

/** The schema of a multipart operation's form. */
export function multipartSchemaOf(operation: Operation): JsonSchema | undefined {
  return operation.requestBody?.content[MULTIPART_MEDIA]?.schema;
}

const locations = [
  ['query', 'querystring'],
  ['path', 'params'],
  ['header', 'headers'],
] as const;

function objectOf(parameters: Parameter[], nameOf: (p: Parameter) => string): JsonSchema {
  const required = parameters.filter((p) => p.required).map(nameOf);
  return {
    type: 'object',
    properties: Object.fromEntries(parameters.map((p) => [nameOf(p), p.schema])),
    ...(required.length > 0 ? { required } : {}),
  };
}

/**
 * The Fastify route schema of one operation: parameters, JSON body and JSON responses by status. A multipart
 * body is left out: the registrar reads and validates it (server/openapi/multipart.ts).
 */
export function routeSchema(entry: OperationEntry): FastifySchema {
  const { operation, parameters } = entry;
  const schema: Record<string, unknown> = {};
  for (const [location, part] of locations) {
    const group = parameters.filter((p) => p.in === location);
    // Node lowercases header names, and Fastify leaves a custom validator's schema as it is.
    const nameOf = location === 'header' ? (p: Parameter) => p.name.toLowerCase() : (p: Parameter) => p.name;
    if (group.length > 0) schema[part] = objectOf(group, nameOf);
  }
  if (requestMediaOf(entry) === 'json') schema.body = operation.requestBody?.content[JSON_MEDIA]?.schema;
  const response: Record<string, JsonSchema> = {};
  for (const [status, reply] of Object.entries(operation.responses)) {
    const json = reply.content?.[JSON_MEDIA];
    // Fastify matches status ranges written in lower case ("4xx").
    if (json) response[status.toLowerCase()] = json.schema;
  }
  schema.response = response;
  return schema;
}

/** Lowercased header, query and path names mapped back to the contract's spelling (for error fields). */
export function parameterNames(parameters: Parameter[]): Record<string, string> {
  return Object.fromEntries(parameters.map((p) => [p.name.toLowerCase(), p.name]));
}
