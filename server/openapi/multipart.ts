import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { ErrorObject, ValidateFunction } from 'ajv';
import { validatorOf } from './compiled-schemas.js';
import { Code, HttpError } from '../http/envelope.js';
import { fieldErrors } from '../http/field-errors.js';
import { messages } from '../messages.js';
import { uploadMessages } from '../../domain/upload-messages.js';
import { checkUpload } from '../uploads/check-upload.js';
import type { CheckedUpload, UploadedFile } from '../uploads/uploaded-file.js';
import { MEGABYTE, type UploadRule } from '../../domain/upload-rule.js';
import { MAX_REQUEST_FILE_BYTES } from '../uploads/upload-limits.js';
import type { JsonSchema } from './document.js';
import type { FieldError } from '../domain-errors.js';

export const MULTIPART_MEDIA = 'multipart/form-data';

/** Limits of the text parts of one multipart request; files follow their field's rule (server/uploads). */
export interface MultipartLimits {
  fields: number;
  fieldSize: number;
}

export const defaultMultipartLimits: MultipartLimits = { fields: 50, fieldSize: 64 * 1024 };

/** One file field: its rule, with the count capped by the contract's maxItems (one file when not an array). */
interface FileField {
  many: boolean;
  rule: UploadRule;
}

/** How a multipart operation is read: its file fields with their rules and a validator for its text fields. */
export interface MultipartPlan {
  files: Map<string, FileField>;
  requiredFiles: string[];
  text: Map<string, JsonSchema>;
  validate: ValidateFunction;
}

export type MultipartFiles = Record<string, CheckedUpload | CheckedUpload[]>;

const isBinary = (schema: JsonSchema | undefined) => schema?.format === 'binary';

/**
 * Splits the operation's form schema: `format: binary` properties (or arrays of them) are files, each needing
 * a rule, the rest text validated with type coercion, since every text part arrives as a string.
 */
export function multipartPlan(
  schema: JsonSchema,
  rules: Record<string, UploadRule>,
  operationId: string,
): MultipartPlan {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const files = new Map<string, FileField>();
  const text = new Map<string, JsonSchema>();
  for (const [name, property] of Object.entries(properties)) {
    const many = property.type === 'array' && isBinary(property.items as JsonSchema);
    if (!many && !isBinary(property)) {
      text.set(name, property);
      continue;
    }
    const rule = rules[name];
    if (!rule) throw new Error(`File field ${operationId}.${name} has no upload rule`);
    const contractMax = many ? ((property.maxItems as number | undefined) ?? rule.maxCount) : 1;
    files.set(name, { many, rule: { ...rule, maxCount: Math.min(rule.maxCount, contractMax) } });
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
    validate: validatorOf(textSchema, true),
  };
}

function invalid(message: string, errors: FieldError[] = []): HttpError {
  return new HttpError(400, Code.invalidInput, message, errors);
}

/** The plugin's and busboy's errors as 400 '02' with a Spanish message. */
function translate(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_FILES_LIMIT') return invalid(uploadMessages.tooManyFiles);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return invalid(uploadMessages.notMultipart);
  return invalid(uploadMessages.badForm);
}

function addValue(target: Record<string, unknown>, name: string, value: unknown) {
  const current = target[name];
  if (current === undefined) target[name] = value;
  else target[name] = ([] as unknown[]).concat(current, value);
}

const megabytes = (bytes: number) => bytes / MEGABYTE;
const tooLargeText = (rule: UploadRule) =>
  rule.tooLargeMessage ?? uploadMessages.tooLarge(Math.ceil(megabytes(rule.maxBytes)));

/**
 * Reads one file part chunk by chunk and stops as soon as it passes its rule's size or the request's
 * remaining allowance, so nothing past a limit is kept in memory.
 */
async function readFile(part: Multipart & { type: 'file' }, rule: UploadRule, allowance: number) {
  const chunks: Buffer[] = [];
  let size = 0;
  const tooLarge = (message: string) => invalid(message, [{ field: part.fieldname, message }]);
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > rule.maxBytes) throw tooLarge(tooLargeText(rule));
    if (size > allowance) throw tooLarge(uploadMessages.requestTooLarge(megabytes(MAX_REQUEST_FILE_BYTES)));
    chunks.push(chunk);
  }
  if (part.file.truncated) throw tooLarge(tooLargeText(rule));
  return Buffer.concat(chunks);
}

function busboyLimits(plan: MultipartPlan, limits: MultipartLimits) {
  const rules = [...plan.files.values()].map((field) => field.rule);
  return {
    ...limits,
    // Busboy stops at the largest any field takes; each field's own rule is checked while reading.
    fileSize: Math.max(0, ...rules.map((rule) => rule.maxBytes)),
    // One part past the total reaches the per-field count, which names the field in its refusal.
    files: rules.reduce((sum, rule) => sum + rule.maxCount, 0) + 1,
  };
}

/**
 * Reads a multipart request: text fields validated (coerced) against the operation's schema, files read
 * within their rules (count, size, the request's total) and then checked by content (server/uploads), under
 * their declared field names. Unknown text fields are dropped; a file in a field that does not take one, a
 * missing required file, a file over a limit, content of another kind or a malformed form is 400 '02'.
 */
export async function readMultipart(
  request: FastifyRequest,
  plan: MultipartPlan,
  limits: MultipartLimits,
): Promise<{ body: Record<string, unknown>; files: MultipartFiles }> {
  if (!request.isMultipart()) throw invalid(uploadMessages.notMultipart);
  const body: Record<string, unknown> = {};
  const read: UploadedFile[] = [];
  const errors: FieldError[] = [];
  let allowance = MAX_REQUEST_FILE_BYTES;
  try {
    for await (const part of request.parts({ limits: busboyLimits(plan, limits) })) {
      if (part.type === 'field') {
        if (plan.text.has(part.fieldname)) addValue(body, part.fieldname, part.value);
        continue;
      }
      const field = plan.files.get(part.fieldname);
      if (!field) {
        throw invalid(messages.http.invalidInput, [
          { field: part.fieldname, message: uploadMessages.unknownFile },
        ]);
      }
      // Counted before reading, so the part past the limit is never read.
      const count = read.filter((file) => file.fieldName === part.fieldname).length + 1;
      if (count > field.rule.maxCount) {
        const message = field.many
          ? uploadMessages.tooManyInField(field.rule.maxCount)
          : uploadMessages.unknownFile;
        throw invalid(messages.http.invalidInput, [{ field: part.fieldname, message }]);
      }
      const data = await readFile(part, field.rule, allowance);
      // A file input left empty still sends a part with no name and no bytes.
      if (data.length === 0 && !part.filename) continue;
      allowance -= data.length;
      read.push({ fieldName: part.fieldname, fileName: part.filename, declaredType: part.mimetype, data });
    }
  } catch (error) {
    throw translate(error);
  }
  for (const name of plan.requiredFiles) {
    if (!read.some((file) => file.fieldName === name))
      errors.push({ field: name, message: messages.field.required });
  }
  if (!plan.validate(body)) errors.push(...fieldErrors(plan.validate.errors as ErrorObject[], 'body'));
  if (errors.length > 0) throw invalid(messages.http.invalidInput, errors);
  return { body, files: await checkFiles(plan, read) };
}

/** Every file checked by content before the handler runs, so a bad one leaves nothing behind. */
async function checkFiles(plan: MultipartPlan, read: UploadedFile[]): Promise<MultipartFiles> {
  const files: MultipartFiles = {};
  for (const file of read) {
    const field = plan.files.get(file.fieldName);
    if (!field) continue;
    const checked = await checkUpload(file, field.rule);
    if (!field.many) files[file.fieldName] = checked;
    else files[file.fieldName] = [...((files[file.fieldName] as CheckedUpload[] | undefined) ?? []), checked];
  }
  return files;
}
