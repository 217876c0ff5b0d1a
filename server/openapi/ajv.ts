import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';

/** Contract keyword carrying the spec's exact Spanish message for a field's rule. */
export const ERROR_MESSAGE_KEYWORD = 'x-error-message';

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
  return ajv;
}
