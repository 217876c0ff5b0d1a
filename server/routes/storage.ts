import { currentUser } from '../auth/request-auth.js';
import { ok } from '../http/envelope.js';
import { parseModelField } from '../openapi/model-field.js';
import { postMessages } from '../posts/post-messages.js';
import { createPostStorage } from '../posts/post-storage-service.js';
import type { Services } from '../services.js';
import type { HandlerMap } from './handler.js';

/** The files of company posts (spec 002 §7); every operation is x-roles [hr]. */
export function storageHandlers(services: Services) {
  const storage = createPostStorage(services);
  return {
    async addStorageFiles({ request, body, files }) {
      const { companyId, userId } = currentUser(request);
      const model = parseModelField(body.model, 'StorageModel', postMessages.badModel);
      return ok(await storage.add(companyId, userId, model, files.files ?? []));
    },
    async replaceStorageFile({ request, body, files }) {
      const { companyId, userId } = currentUser(request);
      const model = parseModelField(body.model, 'StorageModel', postMessages.badModel);
      return ok(await storage.replace(companyId, userId, model, files.files ?? []));
    },
    async deleteStorageFile({ request, body }) {
      await storage.remove(currentUser(request).companyId, body);
      return ok(null);
    },
    async uploadFiles({ request, files }) {
      return ok(await storage.uploadLoose(currentUser(request).userId, files.files ?? []));
    },
  } satisfies Partial<HandlerMap>;
}
