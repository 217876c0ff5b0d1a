import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { openPglite } from '../../server/db/pglite-database.js';
import { componentValidator } from '../../server/openapi/component-schema.js';
import { loadDocument, type Parameter } from '../../server/openapi/document.js';
import { toFastifyPath } from '../../server/openapi/path-template.js';
import { rolesOf } from '../../server/openapi/operation-roles.js';
import { authModeOf } from '../../server/openapi/registrar.js';
import { testConfig } from './support/test-app.js';

const product: Parameter = {
  name: 'product',
  in: 'path',
  required: true,
  schema: { pattern: '^[A-Za-z0-9]{1,40}$' },
};

describe('path templates', () => {
  it('turns whole-segment parameters into :name', () => {
    expect(toFastifyPath('/BackEnd/CompanyCustomize/GetByCompanyId/{id}', [])).toBe(
      '/BackEnd/CompanyCustomize/GetByCompanyId/:id',
    );
  });

  it('turns a parameter inside a segment into a regex parameter from its schema pattern', () => {
    expect(toFastifyPath('/Site/{product}ContactUs', [product])).toBe(
      '/Site/:product([A-Za-z0-9]{1,40})ContactUs',
    );
  });

  it('refuses a parameter inside a segment without a pattern', () => {
    expect(() => toFastifyPath('/Site/{product}ContactUs', [])).toThrow(/needs a schema pattern/);
  });
});

describe('security requirements', () => {
  it('reads required, optional and public access', () => {
    expect(authModeOf([{ bearer: [] }])).toBe('required');
    expect(authModeOf([{ bearer: [] }, {}])).toBe('optional');
    expect(authModeOf([])).toBe('public');
    expect(authModeOf(undefined)).toBe('public');
  });
});

describe('roles of an operation', () => {
  const operation = { operationId: 'listSurveys', responses: {} };
  it('reads x-roles keys as role names', () => {
    expect(rolesOf({ ...operation, 'x-roles': ['hr', 'operations'] }, 'required')).toEqual([
      'Recursos Humanos',
      'Operaciones',
    ]);
    expect(rolesOf(operation, 'required')).toBeUndefined();
  });

  it('refuses an unknown key and roles on an operation that admits visitors', () => {
    expect(() => rolesOf({ ...operation, 'x-roles': ['admin'] }, 'required')).toThrow(/keys of Roles/);
    expect(() => rolesOf({ ...operation, 'x-roles': ['hr'] }, 'optional')).toThrow(/requires a bearer/);
  });
});

/** Builds the app on a fresh database with `document` as its contract, and expects it to stop with `reason`. */
async function expectStartUpToFail(document: ReturnType<typeof loadDocument>, reason: string) {
  const db = await openPglite();
  try {
    await expect(buildApp({ db, config: testConfig(), document })).rejects.toThrow(reason);
  } finally {
    await db.close();
  }
}

describe('start-up', () => {
  it('fails loudly when the contract has an operation without a handler', async () => {
    const document = loadDocument();
    const extra = structuredClone(document);
    extra.paths['/Nuevo/Reporte'] = {
      get: { operationId: 'getNuevoReporte', responses: { '200': { content: {} } } },
    };
    await expectStartUpToFail(extra, 'Operations without a handler: getNuevoReporte');
  });

  it('fails loudly when a file field of the contract has no upload rule', async () => {
    const document = structuredClone(loadDocument());
    const schema = document.paths['/Account/EditProfile']?.post?.requestBody?.content['multipart/form-data']
      ?.schema as { properties: Record<string, unknown> };
    schema.properties.cv = { type: 'string', format: 'binary' };
    await expectStartUpToFail(document, 'File field editProfile.cv has no upload rule');
  });

  it('fails loudly when a handler has no operation in the contract', async () => {
    const document = loadDocument();
    const fewer = structuredClone(document);
    delete fewer.paths['/dev/outbox'];
    await expectStartUpToFail(fewer, 'Handlers without an operation: getDevOutbox');
  });
});

describe('fields the gateway decides', () => {
  it('accepts them in a body and drops them before any handler reads it', () => {
    const model: Record<string, unknown> = {
      genericSectionItemId: 0,
      genericSectionTypeId: 1,
      companyId: 999,
      createDate: '1999-01-01',
      title: 'Club de lectura',
      genericContactInfo: [
        { contactTypeId: 1, contactTypeName: 'Otro', contactValue: '5512345678', mainContact: true },
      ],
    };
    expect(componentValidator('GenericSectionItemModel')(model)).toBe(true);
    expect(model).toEqual({
      genericSectionItemId: 0,
      genericSectionTypeId: 1,
      title: 'Club de lectura',
      genericContactInfo: [{ contactTypeId: 1, contactValue: '5512345678', mainContact: true }],
    });
  });
});
