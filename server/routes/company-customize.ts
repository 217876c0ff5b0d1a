import type { FastifyRequest } from 'fastify';
import { requireRole } from '../auth/request-auth.js';
import { Roles } from '../auth/roles.js';
import { Code, HttpError, invalidInput, ok } from '../http/envelope.js';
import { componentValidator } from '../openapi/component-schema.js';
import {
  findCustomizeByCompany,
  findCustomizeById,
  saveCustomize,
  type CustomizeRow,
  type CustomizeValues,
} from '../organisation/customize-store.js';
import { checkImage, LOGO_SIZE } from '../organisation/image-rules.js';
import { orgMessages } from '../organisation/org-messages.js';
import type { Services } from '../services.js';
import { storeUpload } from '../uploads/upload-store.js';
import type { BodyOf, FilesOf, HandlerMap } from './handler.js';

const m = orgMessages.customize;

function parseValues(text: string): CustomizeValues {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalidInput([{ field: 'customizeValues', message: m.badValues }]);
  }
  const validate = componentValidator('CustomizeValues');
  if (!validate(value)) throw invalidInput([{ field: 'customizeValues', message: m.badValues }]);
  return value as CustomizeValues;
}

/** Site branding and the settings of spec 002 §9 "Customisation"; the site reads them on its next load. */
export function companyCustomizeHandlers({ db, config }: Services) {
  const hr = (request: FastifyRequest, companyId?: number) => {
    const own = requireRole(request, Roles.hr).companyId;
    if (companyId !== undefined && companyId !== own)
      throw new HttpError(403, Code.forbidden, orgMessages.otherCompany);
    return own;
  };
  const found = (row: CustomizeRow | undefined, companyId: number) => {
    if (!row || row.companyId !== companyId) throw new HttpError(404, Code.notFound, orgMessages.notFound);
    return row;
  };

  async function save(
    companyId: number,
    body: BodyOf<'updateCompanyCustomize'>,
    files: FilesOf<'updateCompanyCustomize'>,
    current: CustomizeRow | undefined,
  ) {
    const values = parseValues(body.customizeValues);
    const logoFile = files.companyLogoFile;
    const kept = current?.customizeValues.CompanyLogo ?? '';
    if (!logoFile && kept === '') throw invalidInput([{ field: 'companyLogoFile', message: m.logoMissing }]);
    const logo = logoFile
      ? await storeUpload(config.uploadsDir, 'branding', await checkImage(logoFile, LOGO_SIZE))
      : kept;
    await saveCustomize(db, companyId, { ...values, CompanyLogo: logo });
    return ok(found(await findCustomizeByCompany(db, companyId), companyId), m.saved);
  }

  return {
    async getAdminCompanyCustomize({ request, params }) {
      const companyId = hr(request);
      return ok(found(await findCustomizeById(db, params.id), companyId));
    },
    async getAdminCompanyCustomizeByCompany({ request, params }) {
      const companyId = hr(request, params.id);
      return ok(found(await findCustomizeByCompany(db, companyId), companyId));
    },
    async createCompanyCustomize({ request, body, files }) {
      const companyId = hr(request, body.companyId);
      if (await findCustomizeByCompany(db, companyId)) throw new HttpError(409, Code.conflict, m.exists);
      return save(companyId, body, files, undefined);
    },
    async updateCompanyCustomize({ request, body, files }) {
      const companyId = hr(request, body.companyId);
      const current = found(await findCustomizeByCompany(db, companyId), companyId);
      return save(companyId, body, files, current);
    },
  } satisfies Partial<HandlerMap>;
}
