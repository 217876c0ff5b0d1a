import type { FastifySchema } from 'fastify';
import type { JsonSchema, OperationEntry, Parameter } from './document.js';

const JSON_MEDIA = 'application/json';

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

/** The Fastify route schema of one operation: parameters, JSON body and JSON responses by status. */
export function routeSchema({ path, method, operation, parameters }: OperationEntry): FastifySchema {
  const schema: Record<string, unknown> = {};
  for (const [location, part] of locations) {
    const group = parameters.filter((p) => p.in === location);
    // Node lowercases header names, and Fastify leaves a custom validator's schema as it is.
    const nameOf = location === 'header' ? (p: Parameter) => p.name.toLowerCase() : (p: Parameter) => p.name;
    if (group.length > 0) schema[part] = objectOf(group, nameOf);
  }
  if (operation.requestBody) {
    const mediaTypes = Object.keys(operation.requestBody.content);
    const json = operation.requestBody.content[JSON_MEDIA];
    if (!json || mediaTypes.length > 1) {
      throw new Error(
        `${method.toUpperCase()} ${path} (${operation.operationId}): request media types ${mediaTypes.join(', ')} ` +
          'are not supported by the route registrar yet; only application/json is.',
      );
    }
    schema.body = json.schema;
  }
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
