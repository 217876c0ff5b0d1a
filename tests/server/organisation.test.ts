import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_COMPANY_ID } from '../../server/db/seed/demo-company.js';
import { orgMessages as m } from '../../server/organisation/org-messages.js';
import { seedOrganisation } from '../../server/organisation/org-seed.js';
import { dayIn } from '../../domain/dates.js';
import { call, type Method, defined, type GatewayUrl, fieldErrorsOf } from './support/contract.js';
import { stores } from './support/stores.js';
import { organisationCounts } from './org-support.js';
import { solidPng } from './profile-support/png.js';
import { sendForm, type FormFields } from './support/forms.js';
import { useDemoPeople, useTestApp } from './support/suite.js';

const unit = { departmentName: 'Legal', description: 'Asuntos jurídicos' };
const customize = (colour: string) =>
  JSON.stringify({
    CompanyLogo: '',
    PrimaryColor: colour,
    SecondaryColor: '#c2185b',
    NoPost: 3,
    NoDaysGrace: 5,
    Amount: 100,
    AmountToVerify: 10,
    FreePost: 2,
  });

/** Every HR call of the control area, with a body where it needs one. */
const hrCalls: [Method, GatewayUrl, unknown?][] = [
  ['GET', '/backoffice/Department'],
  ['POST', '/backoffice/Department', unit],
  ['PUT', '/backoffice/Department', { ...unit, departmentId: 1 }],
  ['DELETE', '/backoffice/Department?id=1'],
  ['GET', '/backoffice/BranchOffice'],
  ['POST', '/backoffice/BranchOffice', { branchOfficeName: 'Puebla', description: 'Centro' }],
  [
    'PUT',
    '/backoffice/BranchOffice',
    { branchOfficeId: 1, branchOfficeName: 'Puebla', description: 'Centro' },
  ],
  ['DELETE', '/backoffice/BranchOffice?id=1'],
  ['GET', '/backoffice/JobRole'],
  ['POST', '/backoffice/JobRole', { name: 'Dirección', description: 'Directivos' }],
  ['PUT', '/backoffice/JobRole', { jobRoleId: 1, name: 'Dirección', description: 'Directivos' }],
  ['DELETE', '/backoffice/JobRole?id=1'],
  ['GET', '/BackOffice/CompanyCustomize/1'],
  ['GET', `/BackOffice/CompanyCustomize/GetByCompanyId/${DEMO_COMPANY_ID}`],
  ['GET', '/backoffice/CompanyEventType/getByCompany'],
  ['GET', '/backoffice/CompanyEventType/GetByEventId?eventId=1'],
  ['GET', `/backoffice/CompanyEventType/GetAllowedToAddress?companyId=${DEMO_COMPANY_ID}`],
  ['GET', '/backoffice/EventType'],
  ['GET', '/backoffice/EventType/Filter'],
  ['DELETE', '/backoffice/CompanyEventType?id=1'],
  [
    'PUT',
    '/backoffice/CompanyEventType',
    {
      companyEventTypeId: 1,
      eventTypeId: 1,
      isRewarded: false,
      rewardPoints: 0,
      isNotified: false,
      notificationText: '',
      isAudienceAddressed: false,
      isNewRegistry: false,
    },
  ],
  ['GET', '/backoffice/CompanyHoliday'],
  ['DELETE', '/backoffice/CompanyHoliday?id=1'],
];

describe.each(stores)('control area on $name', (store) => {
  let today: string;
  const t = useTestApp(store, { seeds: [seedOrganisation] });
  const { hr, member, operator } = useDemoPeople(t, { hr: 'hr', member: 'member', operator: 'ops' });
  beforeAll(async () => {
    today = dayIn(t.time.clock());
  });

  const postNotice = (fields: FormFields, token = hr.token) =>
    sendForm(t.app, 'POST', '/backoffice/CompanyHoliday', fields, token);

  describe('refuses people who are not HR', () => {
    let before: Record<string, number>;
    beforeEach(async () => {
      before = await organisationCounts(t.db);
    });

    it.each(hrCalls)(
      '%s %s answers 403 to a member and an operator and changes nothing',
      async (method, url, body) => {
        for (const session of [member, operator]) {
          const { status, body: reply } = await call(t.app, method, url, { token: session.token, body });
          expect(status).toBe(403);
          expect(reply.responseCode).toBe('43');
        }
        expect(await organisationCounts(t.db)).toEqual(before);
      },
    );

    it('refuses multipart saves (notices and branding) to a member', async () => {
      const notice = { description: 'Aviso', date: today, startDate: today, endDate: today, typeId: '1' };
      for (const [method, url, fields] of [
        ['POST', '/backoffice/CompanyHoliday', notice],
        ['PUT', '/backoffice/CompanyHoliday', { ...notice, companyHolidayId: '1' }],
        [
          'PUT',
          '/BackOffice/CompanyCustomize',
          { companyId: String(DEMO_COMPANY_ID), customizeValues: customize('#000000') },
        ],
        [
          'POST',
          '/BackOffice/CompanyCustomize',
          { companyId: String(DEMO_COMPANY_ID), customizeValues: customize('#000000') },
        ],
      ] as const) {
        const reply = await sendForm(t.app, method, url, fields, member.token);
        expect(reply.status).toBe(403);
      }
      expect(await organisationCounts(t.db)).toEqual(before);
    });
  });

  it('creates, lists, updates and deactivates groups with the spec messages', async () => {
    const blank = await call(t.app, 'POST', '/backoffice/Department', {
      token: hr.token,
      body: { ...unit, departmentName: ' Legal' },
    });
    expect(blank.status).toBe(400);
    expect(fieldErrorsOf(blank.body)).toEqual([
      { field: 'departmentName', message: 'No se aceptan espacios en blanco al inicio' },
    ]);
    const created = await call(t.app, 'POST', '/backoffice/Department', { token: hr.token, body: unit });
    expect(created.body.responseMessage).toBe(m.department.created);
    expect(created.body.responseMessage).toBe('Grupo creado exitosamente');
    const id = created.body.data.departmentId as number;
    const updated = await call(t.app, 'PUT', '/backoffice/Department', {
      token: hr.token,
      body: { departmentId: id, departmentName: 'Jurídico', description: 'Asuntos legales' },
    });
    expect(updated.body).toMatchObject({
      responseMessage: 'Grupo actualizado exitosamente',
      data: { departmentName: 'Jurídico', estatus: true },
    });
    const gone = await call(t.app, 'DELETE', `/backoffice/Department?id=${id}`, { token: hr.token });
    expect(gone.body.responseMessage).toBe('El grupo se desactivo correctamente');
    const again = await call(t.app, 'DELETE', `/backoffice/Department?id=${id}`, { token: hr.token });
    expect(again.body.responseMessage).toBe('Error al desactivar el grupo');
    const list = await call(t.app, 'GET', '/backoffice/Department', { token: hr.token });
    expect(list.body.data).toContainEqual(expect.objectContaining({ departmentId: id, estatus: false }));
    const catalogs = await call(t.app, 'GET', '/BackOffice/UserProfileCatalogs', { token: hr.token });
    expect(catalogs.body.data.departments.map((d: { value: number }) => d.value)).not.toContain(id);
  });

  it('creates and deactivates branch offices and job roles', async () => {
    const branch = await call(t.app, 'POST', '/backoffice/BranchOffice', {
      token: hr.token,
      body: { branchOfficeName: 'Puebla', description: 'Angelópolis' },
    });
    expect(branch.body.responseMessage).toBe('Se ha creado exitosamente una nueva sucursal');
    const branchGone = await call(
      t.app,
      'DELETE',
      `/backoffice/BranchOffice?id=${branch.body.data.branchOfficeId}`,
      {
        token: hr.token,
      },
    );
    expect(branchGone.body.responseMessage).toBe('La sucursal se desactivo correctamente');
    const role = await call(t.app, 'POST', '/backoffice/JobRole', {
      token: hr.token,
      body: { name: 'Dirección', description: 'Directivos' },
    });
    expect(role.body.data).toMatchObject({ name: 'Dirección', active: true });
    const missing = await call(t.app, 'DELETE', '/backoffice/JobRole?id=999999', { token: hr.token });
    expect(missing.status).toBe(404);
  });

  it('keeps one setting per event type with the form rules', async () => {
    const catalogue = await call(t.app, 'GET', '/backoffice/EventType', { token: hr.token });
    expect(catalogue.body.data.map((e: { eventTypeName: string }) => e.eventTypeName)).toEqual([
      'Curso',
      'Auditorio',
      'Encuesta',
    ]);
    const settings = await call(t.app, 'GET', '/backoffice/CompanyEventType/getByCompany', {
      token: hr.token,
    });
    const course = defined(
      settings.body.data.find((s: { eventTypeName: string }) => s.eventTypeName === 'Curso'),
      'The Curso setting',
    );
    const { companyId: _companyId, eventTypeName: _eventTypeName, active: _active, ...base } = course;
    const noPoints = await call(t.app, 'PUT', '/backoffice/CompanyEventType', {
      token: hr.token,
      body: { ...base, isRewarded: true, rewardPoints: 0, isNotified: true, notificationText: ' ' },
    });
    expect(fieldErrorsOf(noPoints.body)).toEqual([
      { field: 'rewardPoints', message: 'Requerido' },
      { field: 'notificationText', message: '*Campo requerido' },
    ]);
    const locked = await call(t.app, 'PUT', '/backoffice/CompanyEventType', {
      token: hr.token,
      body: { ...base, eventTypeId: 2 },
    });
    expect(locked.status).toBe(400);
    const addressed = await call(t.app, 'PUT', '/backoffice/CompanyEventType', {
      token: hr.token,
      body: { ...base, isAudienceAddressed: true },
    });
    expect(addressed.body.responseMessage).toBe('Actualizado correctamente');
    const read = await call(
      t.app,
      'GET',
      `/backoffice/CompanyEventType/GetByCompanyAndEventType?companyId=${DEMO_COMPANY_ID}&eventTypeName=Curso`,
      { token: member.token },
    );
    expect(read.body.data).toEqual({ eventTypeName: 'Curso', isAudienceAddressed: true });
    const duplicate = await call(t.app, 'POST', '/backoffice/CompanyEventType', {
      token: hr.token,
      body: { ...base, companyEventTypeId: undefined },
    });
    expect(duplicate.status).toBe(409);
    const gone = await call(t.app, 'DELETE', `/backoffice/CompanyEventType?id=${course.companyEventTypeId}`, {
      token: hr.token,
    });
    expect(gone.body.responseMessage).toBe('Se desactivó correctamente');
    const free = await call(t.app, 'GET', '/backoffice/EventType/Filter', { token: hr.token });
    expect(free.body.data.map((e: { eventTypeName: string }) => e.eventTypeName)).toEqual(['Curso']);
    const recreated = await call(t.app, 'POST', '/backoffice/CompanyEventType', {
      token: hr.token,
      body: { ...base, companyEventTypeId: undefined },
    });
    expect(recreated.body.responseMessage).toBe('Creación exitosa');
  });

  it('checks notices: dates, link prefix, thumbnail by content and size, video for Aviso', async () => {
    const notice = {
      description: 'Día de la diversidad',
      date: today,
      startDate: today,
      endDate: today,
      typeId: '1',
    };
    const png = { data: solidPng(850, 350), name: 'aviso.png', type: 'image/png' };
    const noImage = await postNotice({ ...notice, link: 'ftp://x' });
    expect(fieldErrorsOf(noImage.body)).toEqual([
      { field: 'link', message: m.notice.linkPrefix },
      { field: 'imageFile', message: '¡Falta una imagen para tu publicación!' },
    ]);
    const tooBig = await postNotice({
      ...notice,
      link: 'https://muropride.mx',
      imageFile: { ...png, data: solidPng(851, 350) },
    });
    expect(fieldErrorsOf(tooBig.body)).toEqual([
      { field: 'imageFile', message: 'La imagen excede las dimensiones permitidas' },
    ]);
    const fake = await postNotice({
      ...notice,
      link: 'https://muropride.mx',
      imageFile: { ...png, data: Buffer.from('no soy imagen') },
    });
    expect(fake.status).toBe(400);
    const noVideo = await postNotice({
      ...notice,
      typeId: '2',
      isVideo: 'true',
      imageFile: { ...png, data: solidPng(2200, 950) },
    });
    expect(fieldErrorsOf(noVideo.body)).toEqual([
      { field: 'videoFile', message: '¡Falta un video para tu publicación!' },
    ]);
    const past = await postNotice({
      ...notice,
      date: '2020-01-01',
      link: 'http://muropride.mx',
      imageFile: png,
    });
    expect(fieldErrorsOf(past.body)[0]?.field).toBe('date');
    const created = await postNotice({ ...notice, link: 'http://muropride.mx', imageFile: png });
    expect(created.body).toMatchObject({
      responseMessage: '¡Se creó correctamente!',
      data: { typeId: 1, active: true },
    });
    expect(created.body.data.imagePath).toMatch(/^\/files\/uploads\/notices\/.+\.png$/);
    const id = String(created.body.data.companyHolidayId);
    const updated = await sendForm(
      t.app,
      'PUT',
      '/backoffice/CompanyHoliday',
      {
        ...notice,
        companyHolidayId: id,
        typeId: '2',
        iframe: '<iframe src="https://www.youtube.com/embed/x"></iframe>',
        isVideo: 'true',
      },
      hr.token,
    );
    expect(updated.body).toMatchObject({
      responseMessage: '¡Aviso actualizado exitosamente!',
      data: { isVideo: true, link: null, imagePath: created.body.data.imagePath },
    });
    const gone = await call(t.app, 'DELETE', `/backoffice/CompanyHoliday?id=${id}`, { token: hr.token });
    expect(gone.body.responseMessage).toBe('¡Se eliminó correctamente!');
  });

  it('saves branding and the site reads the new colour at once', async () => {
    const current = await call(
      t.app,
      'GET',
      `/BackOffice/CompanyCustomize/GetByCompanyId/${DEMO_COMPANY_ID}`,
      {
        token: hr.token,
      },
    );
    const form = { companyId: String(DEMO_COMPANY_ID), customizeValues: customize('#0b5394') };
    const created = await sendForm(t.app, 'POST', '/BackOffice/CompanyCustomize', form, hr.token);
    expect(created.status).toBe(409);
    const outOfRange = await sendForm(
      t.app,
      'PUT',
      '/BackOffice/CompanyCustomize',
      { ...form, customizeValues: customize('#0b5394').replace('"NoPost":3', '"NoPost":1000') },
      hr.token,
    );
    expect(outOfRange.status).toBe(400);
    const bigLogo = await sendForm(
      t.app,
      'PUT',
      '/BackOffice/CompanyCustomize',
      { ...form, companyLogoFile: { data: solidPng(301, 150), name: 'logo.png', type: 'image/png' } },
      hr.token,
    );
    expect(fieldErrorsOf(bigLogo.body)).toEqual([
      { field: 'companyLogoFile', message: 'La imagen excede las dimensiones permitidas' },
    ]);
    const saved = await sendForm(t.app, 'PUT', '/BackOffice/CompanyCustomize', form, hr.token);
    expect(saved.body).toMatchObject({
      responseMessage: 'Se guardó exitosamente',
      data: {
        companyCustomizeId: current.body.data.companyCustomizeId,
        customizeValues: {
          PrimaryColor: '#0b5394',
          NoPost: 3,
          CompanyLogo: current.body.data.customizeValues.CompanyLogo,
        },
      },
    });
    const site = await call(t.app, 'GET', `/BackEnd/CompanyCustomize/GetByCompanyId/${DEMO_COMPANY_ID}`);
    expect(site.body.data.primaryColor).toBe('#0b5394');
    await t.db.query("update company_customizations set company_logo = ''");
    const noLogo = await sendForm(t.app, 'PUT', '/BackOffice/CompanyCustomize', form, hr.token);
    expect(fieldErrorsOf(noLogo.body)).toEqual([
      { field: 'companyLogoFile', message: 'No hay un logotipo para el sitio' },
    ]);
  });
});
