import type { components } from '../../openapi/generated/schema.js';
import { invalidInput } from '../domain-errors.js';
import { componentValidator } from './component-schema.js';

type Schemas = components['schemas'];

/**
 * The JSON text of a multipart `model` field, read as its schema of the contract; `badModel` is the area's
 * refusal of a text that is not JSON or does not meet the schema.
 */
export function parseModelField<N extends keyof Schemas>(
  text: string,
  schema: N,
  badModel: string,
): Schemas[N] {
  const refusal = () => invalidInput([{ field: 'model', message: badModel }]);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw refusal();
  }
  if (!componentValidator(schema)(value)) throw refusal();
  return value as Schemas[N];
}
