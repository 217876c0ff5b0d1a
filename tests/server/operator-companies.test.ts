import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './support/contract.js';
import { login } from './support/helpers.js';
import { stores } from './support/stores.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const company = {
  companyName: 'Aurora Digital',
  businessName: 'Aurora Digital',
  primeDomain: 'aurora.mx',
  telephone1: '5512345678',
  telephone2: '',
};

describe.each(stores)('operator companies on $name', (store) => {
  let t: TestApp;
  let ops: string;
  beforeAll(async () => {
    t = await createTestApp(store);
    ops = (await login(t.app, 'ops@demo.muropride.mx')).token;
  });
  afterAll(() => t.close());

  it('creates a company with its first HR user, who can sign in to the admin console', async () => {
    const weak = await call(t.app, 'POST', '/BackOffice/Company', {
      token: ops,
      body: { ...company, username: 'rh@aurora', password: 'corta' },
    });
    expect(weak.body.data).toEqual({
      errors: [
        { field: 'username', message: 'Formato de correo electrónico erróneo' },
        {
          field: 'password',
          message:
            'La contraseña debe tener al menos 8 caracteres, una mayúscula, una minúscula, un número y un carácter especial.',
        },
      ],
    });
    const created = await call(t.app, 'POST', '/BackOffice/Company', {
      token: ops,
      body: { ...company, username: 'rh@aurora.mx', password: 'Aurora.2026' },
    });
    expect(created.body.responseMessage).toBe('¡Se creó correctamente!');
    const id = (created.body.data as { companyId: number }).companyId;
    const hr = await login(t.app, 'rh@aurora.mx', 'Aurora.2026');
    expect(hr.roleName).toBe('Recursos Humanos');
    const settings = (await call(t.app, 'GET', '/Home/UserSettings', { token: hr.token })).body.data;
    expect(settings).toMatchObject({ companyId: id });
    const byDomain = await call(t.app, 'GET', '/BackOffice/Company/GetByDomain/aurora.mx', { token: ops });
    expect(byDomain.body.data).toMatchObject({ companyId: id, primeDomain: 'aurora.mx' });
    const again = await call(t.app, 'POST', '/BackOffice/Company', {
      token: ops,
      body: { ...company, username: 'otra@aurora.mx', password: 'Aurora.2026' },
    });
    expect(again.status).toBe(400);
  });

  it('refuses names with digits and a phone that is not 10 digits', async () => {
    const reply = await call(t.app, 'POST', '/BackOffice/Company', {
      token: ops,
      body: {
        ...company,
        companyName: 'Aurora 2',
        telephone1: '123',
        username: 'x@y.mx',
        password: 'Aurora.2026',
      },
    });
    expect(reply.status).toBe(400);
  });

  it('edits, deactivates and filters companies by status', async () => {
    const [first] = (await call(t.app, 'GET', '/BackOffice/Company', { token: ops })).body.data as {
      companyId: number;
    }[];
    const id = first?.companyId ?? 0;
    const updated = await call(t.app, 'PUT', '/BackOffice/Company', {
      token: ops,
      body: { ...company, companyId: id, primeDomain: 'aurora-digital.mx', telephone2: '5587654321' },
    });
    expect(updated.body.data).toMatchObject({ primeDomain: 'aurora-digital.mx', telephone2: '5587654321' });
    expect(
      (await call(t.app, 'DELETE', `/BackOffice/Company/${id}`, { token: ops })).body.responseMessage,
    ).toBe('Se desactivó correctamente');
    const inactive = (await call(t.app, 'GET', '/BackOffice/Company?status=false', { token: ops })).body
      .data as {
      companyId: number;
    }[];
    expect(inactive.map((c) => c.companyId)).toContain(id);
  });
});
