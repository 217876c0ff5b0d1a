import { Ajv, type Options } from 'ajv';
import type { DataValidationCxt } from 'ajv/dist/types/index.js';
import addFormats from 'ajv-formats';

/** Contract keyword carrying the spec's exact Spanish message for a field's rule. */
export const ERROR_MESSAGE_KEYWORD = 'x-error-message';

/**
 * Contract keyword on a field the spec lists on an entity but the gateway decides (its company, a catalogue name,
 * a date it stamps): the field is accepted and dropped while validating, so no handler can read it.
 */
const DECIDED_KEYWORD = 'x-decided';

// OpenAPI 3.1 annotation keywords ajv does not know; listed so strict mode still catches typos.
const OPENAPI_KEYWORDS = [ERROR_MESSAGE_KEYWORD, 'example', 'discriminator', 'xml', 'externalDocs'];

/**
 * Ajv for OpenAPI 3.1 schemas: union types (`type: ['string', 'null']`), formats (date, date-time, email).
 * Bodies are validated as sent (coerce false: 12 is not "12"); query, path and header values are text and
 * are coerced to the declared types.
 */
export function createAjv(coerce: boolean, options: Options = {}): Ajv {
  const ajv = new Ajv({
    strict: true,
    allowUnionTypes: true,
    allErrors: true,
    verbose: true,
    coerceTypes: coerce ? 'array' : false,
    useDefaults: true,
    ...options,
  });
  addFormats(ajv);
  for (const keyword of OPENAPI_KEYWORDS) ajv.addKeyword(keyword);
  ajv.addKeyword({
    keyword: DECIDED_KEYWORD,
    schemaType: 'boolean',
    modifying: true,
    errors: false,
    validate: (decided: boolean, _data: unknown, _schema: unknown, at?: DataValidationCxt) => {
      if (decided && at) delete (at.parentData as Record<string | number, unknown>)[at.parentDataProperty];
      return true;
    },
  });
  return ajv;
}
