import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { dayIn } from '../../domain/dates.js';
import { directoryMessages as m } from '../../server/directory/directory-messages.js';
import { seedDirectory } from '../../server/directory/directory-seed.js';
import { entryForm } from './directory-support.js';
import { sendForm, type FormFields } from './support/forms.js';
import { call, defined, type GatewayUrl, fieldErrorsOf } from './support/contract.js';
import { login } from './support/helpers.js';
import { stores } from './support/stores.js';
import { useDemoPeople, useTestApp } from './support/suite.js';

const png = async () => ({
  data: await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c2185b' } })
    .png()
    .toBuffer(),
  name: 'foto.png',
  type: 'image/png',
});

describe.each(stores)('directory on $name', (store) => {
  // Seeded twice, as two starts would: the second must add nothing.
  const t = useTestApp(store, { seeds: [seedDirectory, seedDirectory] });
  const { member, other, hr } = useDemoPeople(t, { member: 'member', other: 'newcomer', hr: 'hr' });

  const list = async (query: string, token?: string) =>
    call(t.app, 'GET', `/BackEnd/GetDirectoryInfoList?companyId=871${query}`, { token });
  const names = async (query: string, token?: string) =>
    ((await list(query, token)).body.data as { fullName: string }[]).map((i) => i.fullName);

  const postEntry = (fields: FormFields, token = member.token) =>
    sendForm(t.app, 'POST', '/BackEnd/InsertDirectoryInfo', fields, token);

  const putEntry = (fields: FormFields, token = member.token) =>
    sendForm(t.app, 'PUT', '/BackEnd/DirectoryInfo', fields, token);

  it('lists authorized entries to visitors, and pending ones to HR only', async () => {
    expect(await names('')).toContain('Café Arcoíris');
    expect(await names('')).not.toContain('Mariana López · Clases de yoga');
    expect((await list('&statusId=1')).status).toBe(403);
    expect((await list('&statusId=1', member.token)).status).toBe(403);
    expect(await names('&statusId=1', hr.token)).toContain('Mariana López · Clases de yoga');
  });

  it('searches in the database from 2 characters, ignoring case and accents', async () => {
    expect(await names('&search=cafe')).toEqual(['Café Arcoíris']);
    expect(await names('&search=ARCOIRIS')).toEqual(['Café Arcoíris']);
    expect(await names('&search=nuevo%20leon')).toEqual(['Luis Ángel Torres · Fotografía de eventos']);
    expect(await names('&search=psicologia')).toEqual(['Sofía Reyes · Psicología afirmativa']);
    expect(await names('&search=5511223344')).toEqual(['Café Arcoíris']);
    expect(await names('&search=consulta%40sofiareyes')).toEqual(['Sofía Reyes · Psicología afirmativa']);
    expect(await names('&search=%25%25')).toEqual([]);
    expect((await names('&search=c')).length).toBe((await names('')).length);
  });

  it('filters by category and subcategory', async () => {
    expect(await names('&categoryId=3')).toEqual(['Café Arcoíris']);
    const filters = await call(t.app, 'GET', '/BackEnd/GetCategoryFilters?companyId=871');
    expect(filters.body.data).toContainEqual({
      categoryServiceId: 1,
      name: 'Servicios creativos',
      quantity: 2,
    });
    const subs = await call(t.app, 'GET', '/BackEnd/GetSubCategoryByCatId?categoryId=1&companyId=871');
    expect(subs.body.data.map((s: { name: string }) => s.name)).toEqual(['Diseño gráfico', 'Fotografía']);
    const catalog = await call(t.app, 'GET', '/BackEnd/GetSubCategoryCatalogByCategoryId?categoryId=1');
    expect(catalog.body.data).toHaveLength(3);
    expect((await call(t.app, 'GET', '/BackEnd/GetCategoriesCatalog')).body.data).toHaveLength(5);
    const types = await call(t.app, 'GET', '/BackEnd/DirectoryType');
    expect(types.body.data.map((x: { monthlyPrice: number }) => x.monthlyPrice)).toEqual([0, 199, 399]);
  });

  it('hides unauthorized entries from other members and says the spec text', async () => {
    const [pending] = (await list('&statusId=1', hr.token)).body.data as { directoryInfoId: number }[];
    const url: GatewayUrl = `/BackEnd/GetDirectoryInfoById?directoryInfoId=${pending?.directoryInfoId}`;
    const denied = await call(t.app, 'GET', url, { token: other.token });
    expect(denied.body).toMatchObject({ responseCode: '04', responseMessage: m.notFound });
    expect((await call(t.app, 'GET', url, { token: hr.token })).body.responseCode).toBe('00');
    expect((await call(t.app, 'GET', url)).status).toBe(401);
  });

  it('registers with the §5 rules, the package image limit checked by real content', async () => {
    const bad = await postEntry(
      entryForm({ FullName: 'Pa', Phone: '55', CategoryServiceId: '0', Instagram: 'javascript:alert(1)' }),
    );
    expect(bad.status).toBe(400);
    expect(fieldErrorsOf(bad.body)).toEqual(
      expect.arrayContaining([
        { field: 'FullName', message: m.field.minThree },
        { field: 'Phone', message: m.field.phone },
        { field: 'CategoryServiceId', message: m.field.category },
        { field: 'Instagram', message: m.field.web },
      ]),
    );
    const many = await postEntry({ ...entryForm(), ContactImage: await png(), ContactImage2: await png() });
    expect(many.status).toBe(400);
    const fake = await postEntry(
      entryForm({ ContactImage: { data: Buffer.from('<svg/>'), name: 'x.png', type: 'image/png' } }),
    );
    expect(fake.status).toBe(400);
    const saved = await postEntry(entryForm({ ContactImage: await png() }));
    expect(saved.body).toMatchObject({ responseCode: '00', responseMessage: m.added });
    expect(saved.body.data).toMatchObject({
      directoryInfoStatusId: 1,
      directoryInfoStatusName: 'En trámite',
      cardStatus: 'notNeeded',
      isOwner: true,
    });
    expect(saved.body.data.contactImage).toMatch(/^\/files\/uploads\/directory\/.+\.png$/);
    expect(await names('&statusId=1', hr.token)).toContain('Panadería Orgullo');
  });

  it('counts images against the package, kept ones included', async () => {
    const two = await postEntry(entryForm({ DirectoryTypeId: '1', FullName: 'Dos fotos' }));
    const id = two.body.data.directoryInfoId as number;
    const withOne = await putEntry(entryForm({ DirectoryInfoId: String(id), ContactImage: await png() }));
    const kept = withOne.body.data.contactImage as string;
    const over = await putEntry(
      entryForm({ DirectoryInfoId: String(id), KeepImages: kept, ContactImage: await png() }),
    );
    expect(fieldErrorsOf(over.body)).toEqual([{ field: 'ContactImage', message: m.field.images(1) }]);
  });

  it('lets only the owner or HR edit, and an owner edit of an authorized entry goes back to review', async () => {
    const [mine] = (await list('&search=diseno')).body.data as { directoryInfoId: number }[];
    const id = String(mine?.directoryInfoId);
    const foreign = await putEntry(
      entryForm({ DirectoryInfoId: id, CategoryServiceId: '1', SubCategoryServiceId: '101' }),
      other.token,
    );
    expect(foreign.status).toBe(403);
    const byHr = await putEntry(
      entryForm({
        DirectoryInfoId: id,
        FullName: 'Diseño por RH',
        CategoryServiceId: '1',
        SubCategoryServiceId: '101',
      }),
      hr.token,
    );
    expect(byHr.body).toMatchObject({ responseMessage: m.updated, data: { directoryInfoStatusId: 2 } });
    const byOwner = await putEntry(
      entryForm({
        DirectoryInfoId: id,
        FullName: 'Diseño editado',
        CategoryServiceId: '1',
        SubCategoryServiceId: '101',
      }),
    );
    expect(byOwner.body.data).toMatchObject({ fullName: 'Diseño editado', directoryInfoStatusId: 1 });
  });

  it('lets HR authorize with grace, reject, and switch rewards, each once and HR only', async () => {
    const pending = (await list('&statusId=1', hr.token)).body.data as {
      directoryInfoId: number;
      fullName: string;
    }[];
    const yoga = pending.find((p) => p.fullName.includes('yoga'))?.directoryInfoId;
    const web = pending.find((p) => p.fullName.includes('Desarrollo web'))?.directoryInfoId;
    const byMember = await call(t.app, 'POST', `/BackOffice/ApproveDirectoryInfo?DirectoryInfoId=${yoga}`, {
      token: member.token,
    });
    expect(byMember.status).toBe(403);
    const grace = await call(
      t.app,
      'POST',
      `/BackOffice/ApproveDirectoryInfo/Grace?DirectoryInfoId=${yoga}&Email=miembro@demo.muropride.mx&PubliMax=2&DaysGrace=10`,
      { token: hr.token },
    );
    expect(grace.body).toMatchObject({ responseMessage: m.approved, data: { directoryInfoStatusId: 2 } });
    const again = await call(t.app, 'POST', `/BackOffice/RejectDirectoryInfo?DirectoryInfoId=${yoga}`, {
      token: hr.token,
    });
    expect(again.body).toMatchObject({ responseCode: '05', responseMessage: m.notPending });
    const rejected = await call(t.app, 'POST', `/BackOffice/RejectDirectoryInfo?DirectoryInfoId=${web}`, {
      token: hr.token,
    });
    expect(rejected.body).toMatchObject({ responseMessage: m.rejected, data: { directoryInfoStatusId: 3 } });
    const settings = await call(t.app, 'GET', '/BackOffice/DirectoryInfo/SettingsUser', {
      token: member.token,
    });
    expect(settings.body.data).toMatchObject({
      directoryInfoExceptionFreePost: true,
      customizeValues: { AmountToVerify: 10, NoDaysGrace: 15 },
    });
    const item = await call(t.app, 'GET', `/BackEnd/GetDirectoryInfoById?directoryInfoId=${yoga}`, {
      token: other.token,
    });
    const days =
      (Date.parse(defined(item.body.data.expirationDate, 'The expiration date')) -
        Date.parse(t.time.clock().toISOString().slice(0, 10))) /
      86_400_000;
    expect(days).toBeGreaterThanOrEqual(38);
    expect(days).toBeLessThanOrEqual(41);
    const reward = await call(t.app, 'POST', `/BackEnd/DirectoryInfo/reward/${yoga}/true`, {
      token: hr.token,
    });
    expect(reward.body.data).toMatchObject({ isEnableRewards: true });
    expect(
      (await call(t.app, 'POST', `/BackEnd/DirectoryInfo/reward/${yoga}/true`, { token: member.token }))
        .status,
    ).toBe(403);
    const bell = await call(t.app, 'GET', '/Home/GetNotification', { token: member.token });
    expect(JSON.stringify(bell.body.data)).toContain('fue autorizado');
  });

  it('saves the three scores of the caller, replaces them, and refuses the owner', async () => {
    const [cafe] = (await list('&search=cafe')).body.data as { directoryInfoId: number }[];
    const score = (token: string, type: number, value: number) =>
      sendForm(
        t.app,
        'POST',
        '/BackEnd/DirectoryScore',
        {
          DirectoryInfoId: String(cafe?.directoryInfoId),
          DirectoryRatingTypeId: String(type),
          Score: String(value),
          UserProfileId: '1',
          UserProfileAsp: 'otro',
          Active: 'true',
        },
        token,
      );
    for (const type of [1, 2, 3])
      expect((await score(member.token, type, 4)).body.responseMessage).toBe(m.scoreSaved);
    await score(member.token, 1, 5);
    expect((await score(member.token, 1, 6)).status).toBe(400);
    const owner = await login(t.app, 'alejandro.cruz@demo.muropride.mx');
    expect((await score(owner.token, 1, 5)).body.responseMessage).toBe(m.ownScore);
    const item = await call(
      t.app,
      'GET',
      `/BackEnd/GetDirectoryInfoById?directoryInfoId=${cafe?.directoryInfoId}`,
      {
        token: member.token,
      },
    );
    const mine = item.body.data.directoryRatings.filter(
      (r: { userProfileAsp: string }) => r.userProfileAsp === String(member.userId),
    );
    expect(mine.map((r: { score: number }) => r.score).sort()).toEqual([4, 4, 5]);
    const view = await call(t.app, 'POST', `/BackEnd/DirectoryView/${cafe?.directoryInfoId}`, {
      token: other.token,
    });
    expect(view.body.data.views).toBe(1);
  });

  it("'Dar de Baja' removes only an authorized entry of its owner or HR", async () => {
    const services = async (token: string) =>
      (await call(t.app, 'GET', '/BackEnd/GetMyDirectoryInfoList', { token })).body.data as {
        directoryInfoId: number;
        directoryInfoStatusId: number;
        categoryServiceName: string | null;
      }[];
    const photo = (await services(other.token)).find((s) => s.directoryInfoStatusId === 2);
    expect(photo?.categoryServiceName).toBe('Servicios creativos');
    const url: GatewayUrl = `/BackEnd/DeleteDirectoryInfo/${photo?.directoryInfoId}`;
    expect((await call(t.app, 'DELETE', url, { token: member.token })).body).toMatchObject({
      responseCode: '04',
    });
    const rejected = (await services(member.token)).find((s) => s.directoryInfoStatusId === 3);
    const early = await call(t.app, 'DELETE', `/BackEnd/DeleteDirectoryInfo/${rejected?.directoryInfoId}`, {
      token: member.token,
    });
    expect(early.body).toMatchObject({ responseCode: '05', responseMessage: m.notRemovable });
    const done = await call(t.app, 'DELETE', url, { token: hr.token });
    expect(done.body).toMatchObject({ responseMessage: m.removed, data: { active: false } });
    expect((await call(t.app, 'DELETE', url, { token: other.token })).body.responseCode).toBe('05');
    expect(
      (await services(other.token)).find((s) => s.directoryInfoId === photo?.directoryInfoId),
    ).toMatchObject({
      directoryInfoStatusId: 4,
    });
  });

  it('computes the home widget from the authorized entries', async () => {
    const widgets = await call(t.app, 'GET', '/Home/Widgets');
    expect(widgets.body.data.directoryInfoWidget.quantity).toBe((await names('')).length);
  });

  it('leaves expired entries out of the public list, search, latest and widget, not out of HR or the owner', async () => {
    const day = (offset: number) => dayIn(new Date(t.time.clock().getTime() + offset * 86_400_000));
    const [cafe] = await t.db.query<{ id: number; email: string }>(
      `select d.directory_info_id as id, u.email from directory_infos d join users u on u.user_id = d.user_id
        where d.full_name = 'Café Arcoíris' and d.directory_info_status_id = 2 limit 1`,
    );
    if (!cafe) throw new Error('seed without Café Arcoíris');
    const expire = (date: string) =>
      t.db.query('update directory_infos set expiration_date = $2 where directory_info_id = $1', [
        cafe.id,
        date,
      ]);
    const latest = async () =>
      (
        (await call(t.app, 'GET', '/BackEnd/DirectoryLatest?companyId=871')).body.data as {
          fullName: string;
        }[]
      ).map((i) => i.fullName);
    const widget = async () =>
      (await call(t.app, 'GET', '/Home/Widgets')).body.data.directoryInfoWidget.quantity as number;

    await expire(day(0));
    expect(await names('&search=cafe', member.token)).toEqual(['Café Arcoíris']);
    const listed = await widget();
    await expire(day(-1));
    expect(await names('')).not.toContain('Café Arcoíris');
    expect(await names('&search=cafe', member.token)).toEqual([]);
    expect(await latest()).not.toContain('Café Arcoíris');
    expect(await widget()).toBe(listed - 1);
    expect(await names('&search=cafe', hr.token)).toEqual(['Café Arcoíris']);
    const owner = await login(t.app, cafe.email);
    const own = await call(t.app, 'GET', '/BackEnd/GetMyDirectoryInfoList', { token: owner.token });
    expect(own.body.data.map((s: { directoryInfoId: number }) => s.directoryInfoId)).toContain(cafe.id);
  });
});
