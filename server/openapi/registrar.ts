import type { FastifyInstance, FastifyRequest, HTTPMethods } from 'fastify';
import { isAdministrativeWrite, type RecordedWrite } from '../audit/audit-recorder.js';
import { authenticate, type AuthMode } from '../auth/request-auth.js';
import type { AccessTokens } from '../auth/access-tokens.js';
import type { Clock } from '../clock.js';
import { beforeReaderOf, type BeforeReader, type WriteInput } from './audit-before.js';
import { basePath, operationsOf, type OpenApiDocument, type SecurityRequirement } from './document.js';
import {
  defaultMultipartLimits,
  multipartPlan,
  readMultipart,
  type MultipartFiles,
  type MultipartLimits,
} from './multipart.js';
import { checkMembership } from './membership-gate.js';
import { checkRoles, rolesOf } from './operation-roles.js';
import { toFastifyPath } from './path-template.js';
import type { UploadRule } from '../../domain/upload-rule.js';
import { multipartSchemaOf, parameterNames, requestMediaOf, routeSchema } from './route-schema.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    operationId?: string;
    parameterNames?: Record<string, string>;
  }
}

interface RawInput {
  body: unknown;
  files: MultipartFiles;
  query: unknown;
  params: unknown;
  headers: unknown;
  request: unknown;
  reply: unknown;
}
type RawHandler = (input: RawInput) => Promise<unknown>;

export interface RegistrarOptions {
  document: OpenApiDocument;
  /** operationId -> handler; typed as HandlerMap by the caller. */
  handlers: object;
  /** Operations carrying one of these tags are not served (the dev tag in production). */
  excludeTags: string[];
  tokens: AccessTokens;
  clock: Clock;
  /** Limits of multipart text parts (@fastify/multipart must be registered on the app). */
  multipartLimits?: MultipartLimits;
  /** operationId -> file field -> what it accepts; every file field of the contract needs one. */
  uploadRules: Record<string, Record<string, UploadRule>>;
  /** Told of every administrative write that succeeded (the audit log); a failure to tell fails no write. */
  onAdministrativeWrite?(request: FastifyRequest, write: RecordedWrite): Promise<void>;
}

const succeeded = (result: unknown) =>
  typeof result === 'object' &&
  result !== null &&
  (result as { responseCode?: unknown }).responseCode === '00';

const fileNamesOf = (files: MultipartFiles | undefined): Record<string, string> =>
  Object.fromEntries(
    Object.entries(files ?? {}).map(([field, file]) => [
      field,
      Array.isArray(file) ? file.map((f) => f.fileName).join(', ') : file.fileName,
    ]),
  );

/** `security` of OpenAPI: bearer required; bearer or nothing ({}) optional; empty list public. */
export function authModeOf(security: SecurityRequirement[] | undefined): AuthMode {
  if (!security || security.length === 0) return 'public';
  const anonymous = security.some((requirement) => Object.keys(requirement).length === 0);
  const bearer = security.some((requirement) => 'bearer' in requirement);
  if (!bearer) return 'public';
  return anonymous ? 'optional' : 'required';
}

/**
 * Serves every operation of the contract with the handler of its operationId. Fails at start-up when an
 * operation has no handler or a handler has no operation, so the contract and the code cannot drift.
 */
export function registerOperations(app: FastifyInstance, options: RegistrarOptions): void {
  const { document, excludeTags, tokens, clock } = options;
  // The handler map is typed per operation (HandlerMap); here it is only dispatched by name.
  const handlers = options.handlers as Record<string, RawHandler>;
  const entries = operationsOf(document);
  const ids = new Set(entries.map((entry) => entry.operation.operationId));
  const missing = [...ids].filter((id) => typeof handlers[id] !== 'function');
  const orphans = Object.keys(handlers).filter((id) => !ids.has(id));
  if (missing.length > 0 || orphans.length > 0) {
    throw new Error(
      [
        missing.length > 0 ? `Operations without a handler: ${missing.join(', ')}` : '',
        orphans.length > 0 ? `Handlers without an operation: ${orphans.join(', ')}` : '',
      ]
        .filter(Boolean)
        .join('. '),
    );
  }
  const prefix = basePath(document);
  const limits = options.multipartLimits ?? defaultMultipartLimits;
  const byId = new Map(entries.map((entry) => [entry.operation.operationId, entry]));

  /**
   * The entity a write is about to change, as its read shows it to the caller (with the read's own role check);
   * undefined when unknown.
   */
  async function readBefore(
    reader: BeforeReader,
    readRoles: string[] | undefined,
    write: WriteInput,
    request: FastifyRequest,
    reply: unknown,
  ) {
    const input = reader.input(write);
    if (!input) return undefined;
    try {
      if (readRoles) checkRoles(request, readRoles);
      const result = (await handlers[reader.read]?.({
        ...input,
        body: undefined,
        files: {},
        headers: {},
        request,
        reply,
      })) as { responseCode?: string; data?: unknown } | undefined;
      return result?.responseCode === '00' ? (reader.entity(result.data, write) ?? undefined) : undefined;
    } catch {
      return undefined;
    }
  }

  for (const entry of entries) {
    const { operation, parameters } = entry;
    if (operation.tags?.some((tag) => excludeTags.includes(tag))) continue;
    const handler = handlers[operation.operationId] as RawHandler;
    const mode = authModeOf(operation.security ?? document.security);
    const roles = rolesOf(operation, mode);
    const audited = isAdministrativeWrite(entry.method.toUpperCase(), roles);
    const reader = audited ? beforeReaderOf(entry, byId) : undefined;
    const readRoles =
      reader && rolesOf(reader.operation, authModeOf(reader.operation.security ?? document.security));
    const headerNames = parameters.filter((p) => p.in === 'header').map((p) => p.name);
    const formSchema = requestMediaOf(entry) === 'multipart' ? multipartSchemaOf(operation) : undefined;
    const plan = formSchema
      ? multipartPlan(formSchema, options.uploadRules[operation.operationId] ?? {}, operation.operationId)
      : undefined;
    app.route({
      method: entry.method.toUpperCase() as HTTPMethods,
      url: prefix + toFastifyPath(entry.path, parameters),
      schema: routeSchema(entry),
      config: { operationId: operation.operationId, parameterNames: parameterNames(parameters) },
      // Roles are checked before the handler (and before any upload is read), so no handler can forget them.
      onRequest: async (request) => {
        await authenticate(request, mode, tokens, clock());
        if (roles) checkRoles(request, roles);
        checkMembership(request, operation);
      },
      handler: async (request, reply) => {
        // Read after authentication, so an anonymous caller never gets to upload anything.
        const form = plan ? await readMultipart(request, plan, limits) : undefined;
        const body = form ? form.body : request.body;
        const write = { body, query: request.query, params: request.params };
        const before = reader ? await readBefore(reader, readRoles, write, request, reply) : undefined;
        const result = await handler({
          body,
          files: form?.files ?? {},
          query: request.query,
          params: request.params,
          // Handlers read headers by the contract's spelling (RefreshToken), not Node's lowercase.
          headers: Object.fromEntries(headerNames.map((name) => [name, request.headers[name.toLowerCase()]])),
          request,
          reply,
        });
        if (audited && succeeded(result)) {
          const written = {
            area: operation.tags?.[0] ?? '',
            operationId: operation.operationId,
            params: request.params,
            query: request.query,
            body,
            fileNames: fileNamesOf(form?.files),
            before,
          };
          await options.onAdministrativeWrite?.(request, written).catch((error: unknown) => {
            request.log.error({ err: error, operationId: operation.operationId }, 'audit log append failed');
          });
        }
        return result;
      },
    });
  }
}
