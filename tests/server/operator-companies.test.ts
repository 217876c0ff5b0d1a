import { describe, expect, it } from 'vitest';
import { call } from './support/contract.js';
import { createCompany } from './support/companies.js';
import { login } from './support/helpers.js';
import { stores } from './support/stores.js';
import { useSignedIn, useTestApp } from './support/suite.js';

const company = {
  companyName: 'Aurora Digital',
  businessName: 'Aurora Digital',
  primeDomain: 'aurora.mx',
  telephone1: '5512345678',
  telephone2: '',
};

describe.each(stores)('operator companies on $name', (store) => {
  const t = useTestApp(store);
  const ops = useSignedIn(t, 'ops@demo.muropride.mx');

  it('creates a company with its first HR user, who can sign in to the admin console', async () => {
    const weak = await call(t.app, 'POST', '/BackOffice/Company', {
      token: ops.token,
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
      token: ops.token,
      body: { ...company, username: 'rh@aurora.mx', password: 'Aurora.2026' },
    });
    expect(created.body.responseMessage).toBe('¡Se creó correctamente!');
    const id = (created.body.data as { companyId: number }).companyId;
    const hr = await login(t.app, 'rh@aurora.mx', 'Aurora.2026');
    expect(hr.roleName).toBe('Recursos Humanos');
    const settings = (await call(t.app, 'GET', '/Home/UserSettings', { token: hr.token })).body.data;
    expect(settings).toMatchObject({ companyId: id });
    const byDomain = await call(t.app, 'GET', '/BackOffice/Company/GetByDomain/aurora.mx', {
      token: ops.token,
    });
    expect(byDomain.body.data).toMatchObject({ companyId: id, primeDomain: 'aurora.mx' });
    const again = await call(t.app, 'POST', '/BackOffice/Company', {
      token: ops.token,
      body: { ...company, username: 'otra@aurora.mx', password: 'Aurora.2026' },
    });
    expect(again.status).toBe(400);
  });

  it('refuses names with digits and a phone that is not 10 digits', async () => {
    const reply = await call(t.app, 'POST', '/BackOffice/Company', {
      token: ops.token,
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
    const [first] = (await call(t.app, 'GET', '/BackOffice/Company', { token: ops.token })).body.data as {
      companyId: number;
    }[];
    const id = first?.companyId ?? 0;
    const updated = await call(t.app, 'PUT', '/BackOffice/Company', {
      token: ops.token,
      body: { ...company, companyId: id, primeDomain: 'aurora-digital.mx', telephone2: '5587654321' },
    });
    expect(updated.body.data).toMatchObject({ primeDomain: 'aurora-digital.mx', telephone2: '5587654321' });
    expect(
      (await call(t.app, 'DELETE', `/BackOffice/Company/${id}`, { token: ops.token })).body.responseMessage,
    ).toBe('Se desactivó correctamente');
    const inactive = (await call(t.app, 'GET', '/BackOffice/Company?status=false', { token: ops.token })).body
      .data as {
      companyId: number;
    }[];
    expect(inactive.map((c) => c.companyId)).toContain(id);
  });

  it('keeps an inactive company read-only until it is reactivated, then exactly as it was', async () => {
    const { companyId } = await createCompany(t.app, 'Brisa Sur', 'brisa-sur.mx');
    const hrLogin = { username: 'rh@brisa-sur.mx', password: 'Empresa.2026' };
    const url = `/BackOffice/Company/${companyId}` as const;
    const before = (await call(t.app, 'GET', url, { token: ops.token })).body.data;
    const fields = {
      companyName: before.companyName,
      businessName: before.businessName,
      primeDomain: before.primeDomain,
      telephone1: before.telephone1,
      telephone2: before.telephone2,
    };
    expect((await call(t.app, 'DELETE', url, { token: ops.token })).body.responseCode).toBe('00');
    const refusal = {
      responseCode: '05',
      responseMessage: 'La empresa está inactiva: solo puede reactivarse, sin cambios en sus datos.',
    };

    const edit = await call(t.app, 'PUT', '/BackOffice/Company', {
      token: ops.token,
      body: { ...fields, companyId, companyName: 'Brisa Norte' },
    });
    expect(edit.status).toBe(409);
    expect(edit.body).toMatchObject(refusal);
    const editAndReactivate = await call(t.app, 'PUT', '/BackOffice/Company', {
      token: ops.token,
      body: { ...fields, companyId, telephone2: '5511112222', active: true },
    });
    expect(editAndReactivate.status).toBe(409);
    const keepInactive = await call(t.app, 'PUT', '/BackOffice/Company', {
      token: ops.token,
      body: { ...fields, companyId, active: false },
    });
    expect(keepInactive.body).toMatchObject(refusal);
    const again = await call(t.app, 'DELETE', url, { token: ops.token });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ responseCode: '05', responseMessage: 'La empresa ya está inactiva.' });
    expect((await call(t.app, 'GET', url, { token: ops.token })).body.data).toEqual({
      ...before,
      active: false,
    });
    expect((await call(t.app, 'POST', '/Auth/Login', { body: hrLogin })).body.responseCode).toBe('12');

    const reactivated = await call(t.app, 'PUT', '/BackOffice/Company', {
      token: ops.token,
      body: { ...fields, companyId, active: true },
    });
    expect(reactivated.body.responseCode).toBe('00');
    expect((await call(t.app, 'GET', url, { token: ops.token })).body.data).toEqual(before);
    const hr = await login(t.app, hrLogin.username, hrLogin.password);
    expect(hr.roleName).toBe('Recursos Humanos');
    const edited = await call(t.app, 'PUT', '/BackOffice/Company', {
      token: ops.token,
      body: { ...fields, companyId, telephone2: '5511112222' },
    });
    expect(edited.body.data).toMatchObject({ telephone2: '5511112222', active: true });
  });
});
