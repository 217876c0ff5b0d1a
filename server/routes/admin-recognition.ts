import type { FastifyRequest } from 'fastify';
import { isCategoryCurrent } from '../../domain/recognition.js';
import { currentUser } from '../auth/request-auth.js';
import { Conflict, invalidInput, NotFound, orNotFound } from '../domain-errors.js';
import { ok } from '../http/envelope.js';
import { parseModelField } from '../openapi/model-field.js';
import {
  deactivateCategory,
  findCategory,
  insertCategory,
  listCategories,
  updateCategory,
  type CategoryRow,
} from '../recognition/category-store.js';
import {
  deactivateLevel,
  findLevel,
  insertLevel,
  listLevels,
  updateLevel,
  type LevelRow,
} from '../recognition/level-store.js';
import { recognitionMessages as m } from '../recognition/recognition-messages.js';
import type { Services } from '../services.js';
import type { BodyOf, FilesOf, HandlerMap } from './handler.js';

const FOLDER = 'recognition';

/** Recognition categories and their ladder of levels (spec 002 §3, §5, §7); HR only, deletion is deactivation. */
export function adminRecognitionHandlers({ db, uploads, today }: Services) {
  // Every operation here is x-roles [hr]: the registrar admitted only HR before the handler runs.
  const hr = (request: FastifyRequest) => currentUser(request).companyId;
  const view = (c: CategoryRow) => ({ ...c, current: isCategoryCurrent(c, today()) });

  async function category(companyId: number, id: number | undefined, field = 'acknowledgmentTypeId') {
    const row = id === undefined ? undefined : await findCategory(db, companyId, id);
    if (!row) {
      if (id === undefined) throw invalidInput([{ field, message: m.notFound }]);
      throw new NotFound(m.notFound);
    }
    return row;
  }

  async function level(companyId: number, id: number): Promise<LevelRow> {
    return orNotFound(await findLevel(db, companyId, id), m.notFound);
  }

  function checkCategory(body: BodyOf<'createCategory'>) {
    if (body.validTo < body.validFrom)
      throw invalidInput([{ field: 'validTo', message: m.category.endBeforeStart }]);
    return {
      title: body.title,
      description: body.descritption,
      active: body.active ?? true,
      validFrom: body.validFrom,
      validTo: body.validTo,
    };
  }

  /** The level's icon: the new one stored as PNG by the upload module, or the one it had. */
  async function icon(userId: number, files: FilesOf<'createLevel'>, previous: LevelRow | undefined) {
    const [file] = files.files ?? [];
    if (!file) {
      if (previous) return previous.urlLogo;
      throw invalidInput([{ field: 'files', message: m.level.iconType }]);
    }
    const [url] = await uploads.save(userId, FOLDER, [file]);
    if (!url) throw new Error('icon not stored');
    return url;
  }

  return {
    async listAdminCategories({ request, query }) {
      const all = (await listCategories(db, hr(request))).map(view);
      const filter = query.filter ?? 'all';
      if (filter === 'all') return ok(all);
      return ok(all.filter((c) => c.current === (filter === 'active')));
    },
    async getCategory({ request, params }) {
      return ok(view(await category(hr(request), params.id)));
    },
    async createCategory({ request, body }) {
      const companyId = hr(request);
      const id = await insertCategory(db, companyId, checkCategory(body));
      return ok(view(await category(companyId, id)), m.category.created);
    },
    async updateCategory({ request, body }) {
      const companyId = hr(request);
      const current = await category(companyId, body.acknowledgmentTypeId);
      await updateCategory(db, current.acknowledgmentTypeId, checkCategory(body));
      return ok(view(await category(companyId, current.acknowledgmentTypeId)), m.category.updated);
    },
    async deactivateCategory({ request, query }) {
      const current = await category(hr(request), query.id);
      if (!current.active) throw new Conflict(m.alreadyInactive);
      await deactivateCategory(db, current.acknowledgmentTypeId);
      return ok(null, m.category.deactivated);
    },
    async listLevels({ request, query }) {
      const companyId = hr(request);
      const owner = await category(companyId, query.acknowledgmentTypeId);
      return ok(await listLevels(db, companyId, [owner.acknowledgmentTypeId]));
    },
    async getLevel({ request, params }) {
      return ok(await level(hr(request), params.id));
    },
    async createLevel({ request, body, files }) {
      const { companyId, userId } = currentUser(request);
      const model = parseModelField(body.model, 'LevelModel', m.level.badModel);
      const owner = await category(companyId, model.acknowledgmentTypeId);
      const id = await insertLevel(db, {
        acknowledgmentTypeId: owner.acknowledgmentTypeId,
        description: model.description,
        noAcknowledgment: model.noAcknowledgment,
        active: model.active ?? true,
        urlLogo: await icon(userId, files, undefined),
      });
      return ok(await level(companyId, id), m.level.created);
    },
    async updateLevel({ request, body, files }) {
      const { companyId, userId } = currentUser(request);
      const model = parseModelField(body.model, 'LevelModel', m.level.badModel);
      if (model.companyAcknowledgmentLadderId === undefined)
        throw invalidInput([{ field: 'companyAcknowledgmentLadderId', message: m.notFound }]);
      const previous = await level(companyId, model.companyAcknowledgmentLadderId);
      const owner = await category(companyId, model.acknowledgmentTypeId);
      const urlLogo = await icon(userId, files, previous);
      await updateLevel(db, previous.companyAcknowledgmentLadderId, {
        acknowledgmentTypeId: owner.acknowledgmentTypeId,
        description: model.description,
        noAcknowledgment: model.noAcknowledgment,
        active: model.active ?? previous.active,
        urlLogo,
      });
      if (urlLogo !== previous.urlLogo) await uploads.release(userId, [previous.urlLogo]);
      return ok(await level(companyId, previous.companyAcknowledgmentLadderId), m.level.updated);
    },
    async deactivateLevel({ request, query }) {
      const current = await level(hr(request), query.id);
      if (!current.active) throw new Conflict(m.alreadyInactive);
      await deactivateLevel(db, current.companyAcknowledgmentLadderId);
      return ok(null, m.level.deactivated);
    },
  } satisfies Partial<HandlerMap>;
}
