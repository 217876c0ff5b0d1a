import type { FastifyRequest } from 'fastify';
import { COMPANY_LOGO_BOX } from '../../domain/image-boxes.js';
import { currentUser } from '../auth/request-auth.js';
import { Conflict, invalidInput, NotFound } from '../domain-errors.js';
import { ok } from '../http/envelope.js';
import { componentValidator } from '../openapi/component-schema.js';
import {
  findCustomizeByCompany,
  findCustomizeById,
  saveCustomize,
  type CustomizeRow,
  type CustomizeValues,
} from '../organisation/customize-store.js';
import { checkDimensions } from '../organisation/check-dimensions.js';
import { orgMessages } from '../organisation/org-messages.js';
import type { Services } from '../services.js';
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
export function adminControlCustomizeHandlers({ db, uploads }: Services) {
  // Every operation here is x-roles [hr]: the registrar admitted only HR before the handler runs. A company
  // id in the path or body is ignored: HR reads and saves its own company's branding (0250).
  const hr = (request: FastifyRequest) => currentUser(request).companyId;
  const found = (row: CustomizeRow | undefined, companyId: number) => {
    if (!row || row.companyId !== companyId) throw new NotFound(orgMessages.notFound);
    return row;
  };

  async function save(
    userId: number,
    companyId: number,
    body: BodyOf<'updateCompanyCustomize'>,
    files: FilesOf<'updateCompanyCustomize'>,
    current: CustomizeRow | undefined,
  ) {
    const values = parseValues(body.customizeValues);
    const logoFile = files.companyLogoFile;
    const kept = current?.customizeValues.CompanyLogo ?? '';
    if (!logoFile && kept === '') throw invalidInput([{ field: 'companyLogoFile', message: m.logoMissing }]);
    const [stored] = logoFile
      ? await uploads.save(userId, 'branding', [await checkDimensions(logoFile, COMPANY_LOGO_BOX)])
      : [];
    await saveCustomize(db, companyId, { ...values, CompanyLogo: stored ?? kept });
    if (stored) await uploads.release(userId, [kept]);
    return ok(found(await findCustomizeByCompany(db, companyId), companyId), m.saved);
  }

  return {
    async getAdminCompanyCustomize({ request, params }) {
      const companyId = hr(request);
      return ok(found(await findCustomizeById(db, params.id), companyId));
    },
    async getAdminCompanyCustomizeByCompany({ request }) {
      const companyId = hr(request);
      return ok(found(await findCustomizeByCompany(db, companyId), companyId));
    },
    async createCompanyCustomize({ request, body, files }) {
      const companyId = hr(request);
      if (await findCustomizeByCompany(db, companyId)) throw new Conflict(m.exists);
      return save(currentUser(request).userId, companyId, body, files, undefined);
    },
    async updateCompanyCustomize({ request, body, files }) {
      const companyId = hr(request);
      const current = found(await findCustomizeByCompany(db, companyId), companyId);
      return save(currentUser(request).userId, companyId, body, files, current);
    },
  } satisfies Partial<HandlerMap>;
}
