import type { FastifyReply, FastifyRequest } from 'fastify';
import type { operations } from '../../openapi/generated/schema.js';
import type { CheckedUpload } from '../uploads/uploaded-file.js';

/** Handler types derived from the generated contract: a handler's input and reply are the operation's. */
export type OperationId = keyof operations;
type Op<K extends OperationId> = operations[K];

type RequestBodyOf<K extends OperationId> = NonNullable<Op<K>['requestBody']>;
type FormOf<K extends OperationId> =
  RequestBodyOf<K> extends { content: { 'multipart/form-data': infer B } } ? B : never;

/** A multipart form's file fields are Blob (or Blob[]) in the generated types (scripts/api-types.ts). */
type IsFile<T> = NonNullable<T> extends Blob | Blob[] ? true : false;
type TextFields<B> = { [P in keyof B as IsFile<B[P]> extends true ? never : P]: B[P] };
type FileFields<B> = {
  [P in keyof B as IsFile<B[P]> extends true ? P : never]?: NonNullable<B[P]> extends Blob[]
    ? CheckedUpload[]
    : CheckedUpload;
};

export type BodyOf<K extends OperationId> = [RequestBodyOf<K>] extends [never]
  ? undefined
  : RequestBodyOf<K> extends { content: { 'application/json': infer B } }
    ? B
    : [FormOf<K>] extends [never]
      ? undefined
      : TextFields<FormOf<K>>;

/** The files of a multipart operation by field name, checked against their upload rules (server/uploads). */
export type FilesOf<K extends OperationId> = [FormOf<K>] extends [never]
  ? Record<string, never>
  : FileFields<FormOf<K>>;

/**
 * A JSON operation answers its envelope; one that answers a file, a page or a redirect sends it on Fastify's
 * reply and hands that reply back.
 */
type ReplyOf<K extends OperationId> = Op<K>['responses'] extends {
  200: { content: { 'application/json': infer R } };
}
  ? R
  : FastifyReply;

interface HandlerInput<K extends OperationId> {
  body: BodyOf<K>;
  files: FilesOf<K>;
  query: NonNullable<Op<K>['parameters']['query']>;
  params: NonNullable<Op<K>['parameters']['path']>;
  headers: NonNullable<Op<K>['parameters']['header']>;
  request: FastifyRequest;
  reply: FastifyReply;
}

type Handler<K extends OperationId> = (input: HandlerInput<K>) => Promise<ReplyOf<K>>;

/** One handler per operationId of the contract; the compiler rejects a missing or misspelt one. */
export type HandlerMap = { [K in OperationId]: Handler<K> };
