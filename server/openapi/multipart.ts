import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { Ajv, ErrorObject, ValidateFunction } from 'ajv';
import { Code, HttpError } from '../http/envelope.js';
import { fieldErrors } from '../http/field-errors.js';
import { messages } from '../messages.js';
import { uploadMessages } from '../uploads/upload-messages.js';
import type { UploadedFile } from '../uploads/uploaded-file.js';
import { MEGABYTE } from '../uploads/upload-policy.js';
import type { JsonSchema } from './document.js';
import type { FieldError } from '../domain-errors.js';

export const MULTIPART_MEDIA = 'multipart/form-data';

/** Limits of one multipart request; a call's own policy may accept less (server/uploads). */
export interface MultipartLimits {
  fileSize: number;
  files: number;
  fields: number;
  fieldSize: number;
}

export const defaultMultipartLimits: MultipartLimits = {
  fileSize: 10 * MEGABYTE,
  files: 10,
  fields: 50,
  fieldSize: 64 * 1024,
};

/** How a multipart operation is read: its file fields (one or many) and a validator for its text fields. */
export interface MultipartPlan {
  files: Map<string, 'one' | 'many'>;
  requiredFiles: string[];
  text: Map<string, JsonSchema>;
  validate: ValidateFunction;
}

export type MultipartFiles = Record<string, UploadedFile | UploadedFile[]>;

const isBinary = (schema: JsonSchema | undefined) => schema?.format === 'binary';

/**
 * Splits the operation's form schema: `format: binary` properties (or arrays of them) are files, the rest
 * text validated with type coercion, since every text part arrives as a string.
 */
export function multipartPlan(schema: JsonSchema, ajv: Ajv): MultipartPlan {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const files = new Map<string, 'one' | 'many'>();
  const text = new Map<string, JsonSchema>();
  for (const [name, property] of Object.entries(properties)) {
    if (isBinary(property)) files.set(name, 'one');
    else if (property.type === 'array' && isBinary(property.items as JsonSchema)) files.set(name, 'many');
    else text.set(name, property);
  }
  const required = ((schema.required ?? []) as string[]).filter((name) => text.has(name));
  const { required: _required, properties: _properties, ...rest } = schema;
  const textSchema: JsonSchema = {
    ...rest,
    properties: Object.fromEntries(text),
    ...(required.length > 0 ? { required } : {}),
  };
  return {
    files,
    requiredFiles: ((schema.required ?? []) as string[]).filter((name) => files.has(name)),
    text,
    validate: ajv.compile(textSchema),
  };
}

function invalid(message: string, errors: FieldError[] = []): HttpError {
  return new HttpError(400, Code.invalidInput, message, errors);
}

/** The plugin's and busboy's errors as 400 '02' with a Spanish message. */
function translate(error: unknown, limits: MultipartLimits): HttpError {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return invalid(uploadMessages.tooLarge(limits.fileSize / MEGABYTE));
  if (code === 'FST_FILES_LIMIT') return invalid(uploadMessages.tooManyFiles);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return invalid(uploadMessages.notMultipart);
  return invalid(uploadMessages.badForm);
}

function addValue(target: Record<string, unknown>, name: string, value: unknown) {
  const current = target[name];
  if (current === undefined) target[name] = value;
  else target[name] = ([] as unknown[]).concat(current, value);
}

async function readFile(part: Multipart & { type: 'file' }): Promise<UploadedFile | null> {
  const data = await part.toBuffer();
  // A file input left empty still sends a part with no name and no bytes.
  if (data.length === 0 && !part.filename) return null;
  return { fieldName: part.fieldname, fileName: part.filename, declaredType: part.mimetype, data };
}

/**
 * Reads a multipart request: text fields validated (coerced) against the operation's schema, files as
 * buffers under their declared field names. Unknown text fields are dropped; a file in a field that does not
 * take one, a missing required file, a file over the size limit or a malformed form is 400 '02'.
 */
export async function readMultipart(
  request: FastifyRequest,
  plan: MultipartPlan,
  limits: MultipartLimits,
): Promise<{ body: Record<string, unknown>; files: MultipartFiles }> {
  if (!request.isMultipart()) throw invalid(uploadMessages.notMultipart);
  const body: Record<string, unknown> = {};
  const files: MultipartFiles = {};
  const errors: FieldError[] = [];
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'field') {
        if (plan.text.has(part.fieldname)) addValue(body, part.fieldname, part.value);
        continue;
      }
      const file = await readFile(part);
      const kind = plan.files.get(part.fieldname);
      if (!file) continue;
      if (!kind || (kind === 'one' && files[part.fieldname])) {
        errors.push({ field: part.fieldname, message: uploadMessages.unknownFile });
      } else if (kind === 'one') files[part.fieldname] = file;
      else files[part.fieldname] = [...((files[part.fieldname] as UploadedFile[] | undefined) ?? []), file];
    }
  } catch (error) {
    throw translate(error, limits);
  }
  for (const name of plan.requiredFiles) {
    if (!files[name]) errors.push({ field: name, message: messages.field.required });
  }
  if (!plan.validate(body)) errors.push(...fieldErrors(plan.validate.errors as ErrorObject[], 'body'));
  if (errors.length > 0) throw invalid(messages.http.invalidInput, errors);
  return { body, files };
}
