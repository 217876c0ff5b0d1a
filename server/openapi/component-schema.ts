import type { ValidateFunction } from 'ajv';
import { validatorOf } from './compiled-schemas.js';
import { loadDocument, type JsonSchema } from './document.js';

const schemas = (loadDocument() as unknown as { components: { schemas: Record<string, JsonSchema> } })
  .components.schemas;
const byName = new Map<string, ValidateFunction>();

/**
 * A validator for one named schema of the contract, for data that does not arrive as a request body (a JSON
 * text inside a multipart field, a row of an uploaded CSV), so it meets the same rules as the body would.
 */
export function componentValidator(name: string): ValidateFunction {
  // Found by name on every request, without reading the schema's text again.
  let validate = byName.get(name);
  if (!validate) {
    const schema = schemas[name];
    if (!schema) throw new Error(`No schema ${name} in the contract`);
    validate = validatorOf(schema, false);
    byName.set(name, validate);
  }
  return validate;
}
