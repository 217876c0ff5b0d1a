import type { ValidateFunction } from 'ajv';
import fastJsonStringify, { type Schema } from 'fast-json-stringify';
import { createAjv } from './ajv.js';

/**
 * Compiling the contract's validators and reply serializers is most of what building a gateway costs. A
 * process that builds several (the gateway tests build one per suite) compiles each distinct schema once;
 * the key is the schema's text, because each build derives its parameter schemas anew.
 */
const ajvs = { plain: createAjv(false), coercing: createAjv(true) };
const validators = new Map<string, ValidateFunction>();
const serializers = new Map<string, (reply: unknown) => string>();

/** coerce: query, path, header and form values arrive as text and take their declared types. */
export function validatorOf(schema: object, coerce: boolean): ValidateFunction {
  const key = `${coerce ? 'coercing' : 'plain'}:${JSON.stringify(schema)}`;
  let validate = validators.get(key);
  if (!validate) {
    validate = (coerce ? ajvs.coercing : ajvs.plain).compile(schema);
    validators.set(key, validate);
  }
  return validate;
}

export function serializerOf(schema: object): (reply: unknown) => string {
  const key = JSON.stringify(schema);
  let serialize = serializers.get(key);
  if (!serialize) {
    serialize = fastJsonStringify(schema as Schema);
    serializers.set(key, serialize);
  }
  return serialize;
}
