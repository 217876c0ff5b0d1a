import { currentUser } from '../auth/request-auth.js';
import { ok } from '../http/envelope.js';
import { listAdminPosts } from '../posts/admin-post-store.js';
import { parseModelField } from '../openapi/model-field.js';
import { createPostAdmin } from '../posts/post-admin-service.js';
import { postMessages as m } from '../posts/post-messages.js';
import { postFiles } from '../posts/post-store.js';
import type { Services } from '../services.js';
import { PostFileType } from '../../domain/post-rules.js';
import type { HandlerMap } from './handler.js';

/** Articles and galleries (spec 002 §5, §7); every operation is x-roles [hr]. */
export function adminPostHandlers(services: Services) {
  const admin = createPostAdmin(services);
  const { db } = services;
  return {
    async listAdminCompanyPosts({ request, query }) {
      return ok(await listAdminPosts(db, currentUser(request).companyId, query.postType));
    },
    async createCompanyPost({ request, body, files }) {
      const { companyId, userId } = currentUser(request);
      const model = parseModelField(body.model, 'CompanyPostModel', m.badModel);
      return ok(await admin.create(companyId, userId, model, files), m.created);
    },
    async updateCompanyPost({ request, body, files }) {
      const { companyId, userId } = currentUser(request);
      const model = parseModelField(body.model, 'CompanyPostModel', m.badModel);
      return ok(await admin.update(companyId, userId, model, files), m.saved);
    },
    async deactivateCompanyPost({ request, query }) {
      await admin.deactivate(currentUser(request).companyId, query.id);
      return ok(null, m.deleted);
    },
    async getAdminCompanyPostImages({ request, params }) {
      await admin.find(currentUser(request).companyId, params.id);
      return ok(await postFiles(db, params.id, [PostFileType.image, PostFileType.galleryPhoto]));
    },
    async getAdminCompanyPostFiles({ request, params }) {
      await admin.find(currentUser(request).companyId, params.id);
      return ok(await postFiles(db, params.id, [PostFileType.attachment]));
    },
  } satisfies Partial<HandlerMap>;
}
