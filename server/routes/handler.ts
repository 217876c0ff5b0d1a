import type { FastifyReply, FastifyRequest } from 'fastify';
import type { operations } from '../../openapi/generated/schema.js';

/** Handler types derived from the generated contract: a handler's input and reply are the operation's. */
export type OperationId = keyof operations;
type Op<K extends OperationId> = operations[K];

type RequestBodyOf<K extends OperationId> = NonNullable<Op<K>['requestBody']>;
export type BodyOf<K extends OperationId> = [RequestBodyOf<K>] extends [never]
  ? undefined
  : RequestBodyOf<K> extends { content: { 'application/json': infer B } }
    ? B
    : undefined;

export type ReplyOf<K extends OperationId> = Op<K>['responses'] extends {
  200: { content: { 'application/json': infer R } };
}
  ? R
  : never;

export interface HandlerInput<K extends OperationId> {
  body: BodyOf<K>;
  query: NonNullable<Op<K>['parameters']['query']>;
  params: NonNullable<Op<K>['parameters']['path']>;
  headers: NonNullable<Op<K>['parameters']['header']>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type Handler<K extends OperationId> = (input: HandlerInput<K>) => Promise<ReplyOf<K>>;

/** One handler per operationId of the contract; the compiler rejects a missing or misspelt one. */
export type HandlerMap = { [K in OperationId]: Handler<K> };
