import type { ErrorObject } from 'ajv';
import { ERROR_MESSAGE_KEYWORD } from '../openapi/ajv.js';
import { messages } from '../messages.js';
import type { FieldError } from '../domain-errors.js';

const typeNames: Record<string, string> = {
  string: 'texto',
  integer: 'un número entero',
  number: 'un número',
  boolean: 'verdadero o falso',
  object: 'un objeto',
  array: 'una lista',
  null: 'vacío',
};

const formatMessages: Record<string, string> = {
  date: 'Debe ser una fecha válida (AAAA-MM-DD).',
  'date-time': 'Debe ser una fecha y hora válidas.',
  email: messages.field.emailFormat,
  int32: 'El número está fuera del rango permitido.',
};

function describe(error: ErrorObject): string {
  const custom: unknown = error.parentSchema?.[ERROR_MESSAGE_KEYWORD];
  if (typeof custom === 'string' && error.keyword !== 'required') return custom;
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return messages.field.required;
    case 'type': {
      const types = ([] as unknown[]).concat(p.type).map((t) => typeNames[String(t)] ?? String(t));
      return `Debe ser ${types.join(' o ')}.`;
    }
    case 'maxLength':
      return `Máximo ${String(p.limit)} caracteres.`;
    case 'minLength':
      return `Mínimo ${String(p.limit)} caracteres.`;
    case 'format':
      return formatMessages[String(p.format)] ?? 'El formato no es válido.';
    case 'pattern':
      return 'El formato no es válido.';
    case 'enum':
      return `Valor no permitido; usa uno de: ${(p.allowedValues as unknown[]).join(', ')}.`;
    case 'minimum':
      return `Debe ser mayor o igual a ${String(p.limit)}.`;
    case 'maximum':
      return `Debe ser menor o igual a ${String(p.limit)}.`;
    case 'additionalProperties':
      return 'Campo no permitido.';
    default:
      return 'El valor no es válido.';
  }
}

function fieldOf(error: ErrorObject, part: string, rename: (name: string) => string): string {
  const segments = error.instancePath.split('/').filter(Boolean);
  if (error.keyword === 'required')
    segments.push(String((error.params as { missingProperty: string }).missingProperty));
  if (error.keyword === 'additionalProperties') {
    segments.push(String((error.params as { additionalProperty: string }).additionalProperty));
  }
  if (segments.length === 0) return part;
  const [first = '', ...rest] = segments;
  return [rename(first), ...rest].join('.');
}

/**
 * Ajv errors as one Spanish message per field. Header names arrive lowercased (Fastify lowercases the
 * headers schema), so rename maps them back to the contract's spelling.
 */
export function fieldErrors(
  errors: ErrorObject[],
  part: string,
  rename: (name: string) => string = (name) => name,
): FieldError[] {
  const byField = new Map<string, string>();
  for (const error of errors) {
    // anyOf/oneOf repeat what their branches already said.
    if (error.keyword === 'anyOf' || error.keyword === 'oneOf') continue;
    const field = fieldOf(error, part, rename);
    if (!byField.has(field)) byField.set(field, describe(error));
  }
  return [...byField].map(([field, message]) => ({ field, message }));
}
