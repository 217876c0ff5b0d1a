import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayIn } from '../../domain/dates.js';
import { buildApp } from '../../server/app.js';
import { defaultCompanyFromEnv } from '../../server/config.js';
import { DEMO_COMPANY_ID } from '../../server/db/seed/demo-company.js';
import { seedAreas } from '../../server/db/seed/area-seeds.js';
import { messages } from '../../server/messages.js';
import { postMessages } from '../../server/posts/post-messages.js';
import { rewardMessages } from '../../server/rewards/reward-messages.js';
import { surveyMessages } from '../../server/surveys/survey-messages.js';
import { talkMessages } from '../../server/talks/talk-messages.js';
import { call, defined, fieldErrorsOf } from './support/contract.js';
import { sendForm } from './support/forms.js';
import { login, outbox, type Session } from './support/helpers.js';
import { stores } from './support/stores.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { solidPng } from './profile-support/png.js';
import { png, sendPost } from './posts-support.js';
import { createReward, loadCsv } from './reward-support.js';
import { createTenant, giveContent, type Tenant, type TenantContent } from './tenant-support.js';

const branding = (primary: string) =>
  JSON.stringify({
    CompanyLogo: '',
    PrimaryColor: primary,
    SecondaryColor: '#1b5e20',
    NoPost: 3,
    NoDaysGrace: 5,
    Amount: 150,
    AmountToVerify: 10,
    FreePost: 1,
  });

/**
 * A company the operator creates is a working tenant: its HR brands the site, builds groups, aims a survey at
 * an audience, publishes, approves billboard events and offers rewards, and its people pick its flags, all
 * through the calls the spec's client makes with the fixed id 871.
 */
describe.each(stores)('a new company on $name', (store) => {
  let t: TestApp;
  let ops: Session;
  let brisa: Tenant;
  let content: TenantContent;
  let demoMember: Session;
  let today: string;
  beforeAll(async () => {
    t = await createTestApp(store, { seeds: [seedAreas] });
    today = dayIn(t.time.clock());
    ops = await login(t.app, 'ops@demo.muropride.mx');
    demoMember = await login(t.app, 'miembro@demo.muropride.mx');
    brisa = await createTenant(t.app, ops.token, 'Brisa Textil', 'brisa.mx');
    content = await giveContent(t.app, brisa, 'Brisa Textil', today);
  }, 120_000);
  afterAll(() => t.close());

  const as = (session: Session) => ({ token: session.token });

  it("starts with copies of the default company's flags, generic sections and directory categories", async () => {
    const flags = async (session?: Session) =>
      (await call(t.app, 'GET', '/BackEnd/GetGenderIdentityCatalog?companyId=871', session && as(session)))
        .body.data;
    const own = await flags(brisa.member);
    const demo = await flags();
    expect(own.map((f) => f.genderName)).toEqual(demo.map((f) => f.genderName));
    expect(own.map((f) => f.identityFlagName)).toEqual(demo.map((f) => f.identityFlagName));
    const demoIds = new Set(demo.map((f) => f.genderIdentityId));
    expect(own.filter((f) => demoIds.has(f.genderIdentityId))).toEqual([]);

    const sections = await call(
      t.app,
      'GET',
      '/backoffice/GetGenericItemSections?companyId=871',
      as(brisa.member),
    );
    expect(sections.body.data.map((s) => s.label)).toEqual([
      'Pride Music',
      'Grupos de interés',
      'Embajadores',
    ]);

    const categories = async (session?: Session) =>
      (await call(t.app, 'GET', '/BackEnd/GetCategoriesCatalog', session && as(session))).body.data;
    const ownCategories = await categories(brisa.member);
    const demoCategories = await categories();
    expect(ownCategories.map((c) => c.name)).toEqual(demoCategories.map((c) => c.name));
    const first = defined(ownCategories[0], 'A category of the new company');
    const demoFirst = defined(demoCategories[0], 'A category of the demo company');
    const subs = async (categoryId: number, session?: Session) =>
      (
        await call(
          t.app,
          'GET',
          `/BackEnd/GetSubCategoryCatalogByCategoryId?categoryId=${categoryId}`,
          session && as(session),
        )
      ).body.data.map((s) => s.name);
    expect(await subs(first.categoryServiceId, brisa.member)).toEqual(
      await subs(demoFirst.categoryServiceId),
    );
    // The other company's category is no catalogue of this one.
    expect(await subs(demoFirst.categoryServiceId, brisa.member)).toEqual([]);
  });

  it('starts with none of the default company’s settings, groups, recognition categories or posts', async () => {
    const hr = as(brisa.hr);
    const settings = await call(t.app, 'GET', '/backoffice/CompanyEventType/getByCompany', hr);
    expect(settings.body.data.map((s) => s.eventTypeName)).toEqual(['Encuesta']);
    const groups = await call(t.app, 'GET', '/backoffice/Department', hr);
    expect(groups.body.data.map((g) => g.departmentName)).toEqual(['Diseño Brisa Textil']);
    const categories = await call(t.app, 'GET', '/backoffice/AcknowledgmentType', hr);
    expect(categories.body.data.map((c) => c.title)).toEqual(['Espíritu Brisa Textil']);
    const posts = await call(t.app, 'GET', '/backoffice/CompanyPost?postType=0', hr);
    expect(posts.body.data.map((p) => p.title)).toEqual(['Bienvenida Brisa Textil']);
  });

  it('lets its members pick one of its flags in onboarding, and not one of the default company', async () => {
    const own = defined(
      (await call(t.app, 'GET', '/BackEnd/GetGenderIdentityCatalog?companyId=871', as(brisa.member))).body
        .data[1],
      'A flag of the new company',
    );
    const demoFlag = defined(
      (await call(t.app, 'GET', '/BackEnd/GetGenderIdentityCatalog?companyId=871')).body.data[2],
      'A flag of the demo company',
    );
    const personal = {
      firstName: 'Valentina',
      lastName: 'Brisa Textil',
      birthday: '1990-04-12',
      pronoun: 'Ella',
    };
    const edit = (flag: number) =>
      sendForm(
        t.app,
        'POST',
        '/Account/EditProfile',
        { ...personal, GenderIdentityId: String(flag) },
        brisa.member.token,
      );
    const refused = await edit(demoFlag.genderIdentityId);
    expect(fieldErrorsOf(refused.body)).toEqual([
      { field: 'GenderIdentityId', message: messages.genderIdentityNotFound },
    ]);
    expect((await edit(own.genderIdentityId)).body.data).toMatchObject({
      genderIdentityId: own.genderIdentityId,
    });
    const color = (genderIdentityId: number) =>
      call(t.app, 'POST', '/Account/UpdateColor', { ...as(brisa.member), body: { genderIdentityId } });
    expect((await color(demoFlag.genderIdentityId)).status).toBe(404);
    expect((await color(own.genderIdentityId)).body.responseMessage).toBe(messages.flagChanged);
  });

  it("brands the site for its people, who read it through the spec's fixed id 871", async () => {
    const form = {
      companyId: '871',
      customizeValues: branding('#0b5394'),
      companyLogoFile: {
        data: solidPng(240, 120),
        name: 'logo.png',
        type: 'image/png',
      },
    };
    const saved = await sendForm(t.app, 'PUT', '/BackOffice/CompanyCustomize', form, brisa.hr.token);
    expect(saved.body.data).toMatchObject({ companyId: brisa.companyId });
    const read = async (session?: Session) =>
      (await call(t.app, 'GET', '/BackEnd/CompanyCustomize/GetByCompanyId/871', session && as(session))).body
        .data;
    expect(await read(brisa.member)).toMatchObject({
      companyId: brisa.companyId,
      companyName: 'Brisa Textil',
      primaryColor: '#0b5394',
      secondaryColor: '#1b5e20',
    });
    expect(await read(demoMember)).toMatchObject({ companyId: DEMO_COMPANY_ID, primaryColor: '#6f2dbd' });
    expect(await read()).toMatchObject({ companyId: DEMO_COMPANY_ID, primaryColor: '#6f2dbd' });
    const settings = await call(t.app, 'GET', '/Home/UserSettings', as(brisa.member));
    expect(settings.body.data).toMatchObject({ companyId: brisa.companyId, primaryColor: '#0b5394' });
    const admin = await call(t.app, 'GET', '/BackOffice/CompanyCustomize/GetByCompanyId/871', as(brisa.hr));
    expect(admin.body.data).toMatchObject({ companyId: brisa.companyId });
  });

  it('aims its survey at the chosen audience, read with the fixed id 871 by HR and by its people', async () => {
    const addressed = async (session: Session) =>
      (
        await call(
          t.app,
          'GET',
          '/backoffice/CompanyEventType/GetByCompanyAndEventType?companyId=871&eventTypeName=Encuesta',
          as(session),
        )
      ).body.data;
    expect(await addressed(brisa.hr)).toEqual({ eventTypeName: 'Encuesta', isAudienceAddressed: true });
    expect(await addressed(brisa.member)).toEqual({ eventTypeName: 'Encuesta', isAudienceAddressed: true });
    const course = await call(
      t.app,
      'GET',
      '/backoffice/CompanyEventType/GetByCompanyAndEventType?companyId=871&eventTypeName=Curso',
      as(brisa.hr),
    );
    expect(course.body.data.isAudienceAddressed).toBe(false);
    const allowed = await call(
      t.app,
      'GET',
      '/backoffice/CompanyEventType/GetAllowedToAddress?companyId=871',
      as(brisa.hr),
    );
    expect(allowed.body.responseCode).toBe('00');
    const surveys = await call(t.app, 'GET', '/backend/SurveyUserProfile/Surveys', as(brisa.member));
    expect(surveys.body.data.pendingSurveys.map((s) => s.surveyId)).toEqual([content.surveyId]);
    const demoSurveys = await call(t.app, 'GET', '/backend/SurveyUserProfile/Surveys', as(demoMember));
    expect(demoSurveys.body.data.pendingSurveys.map((s) => s.surveyId)).not.toContain(content.surveyId);
  });

  it('shows its article, job, billboard event and generic publication to its people only', async () => {
    const post = await call(t.app, 'GET', `/backend/CompanyPost/ById/${content.postId}`, as(brisa.member));
    expect(post.body.data).toMatchObject({ title: 'Bienvenida Brisa Textil' });
    expect(
      (await call(t.app, 'GET', `/backend/CompanyPost/ById/${content.postId}`, as(demoMember))).status,
    ).toBe(404);
    const job = await call(t.app, 'GET', `/backend/Job/${content.jobId}`, as(brisa.hr));
    expect(job.body.data).toMatchObject({ title: 'Tejedora Brisa Textil' });
    expect((await call(t.app, 'GET', `/backend/Job/${content.jobId}`, as(demoMember))).status).toBe(404);
    const board = await call(t.app, 'GET', '/TicketsEvent/AvailableToSale', as(brisa.member));
    expect(board.body.data.events.map((e) => e.eventName)).toEqual(['Festival Brisa Textil']);
    const demoBoard = await call(t.app, 'GET', '/TicketsEvent/AvailableToSale', as(demoMember));
    expect(demoBoard.body.data.events.map((e) => e.eventName)).not.toContain('Festival Brisa Textil');
    const groups =
      '/backoffice/GetGenericSectionItemByCompanyAndSection?companyId=871&genericSectionTypeId=2&id=0&elements=9';
    const own = await call(t.app, 'GET', groups, as(brisa.member));
    expect(own.body.data.map((i) => i.title)).toEqual(['Club de tejido Brisa Textil']);
    const demo = await call(t.app, 'GET', groups, as(demoMember));
    expect(demo.body.data.map((i) => i.title)).not.toContain('Club de tejido Brisa Textil');
  });

  it('offers a reward to one of its groups once the operator loads coupons for it', async () => {
    const { productId } = await createReward(t, ops.token);
    const loaded = await loadCsv(t, ops.token, productId, ['B-1', 'B-2'], today, today, brisa.companyId);
    expect(loaded.body.responseCode).toBe('00');
    const catalogs = await call(t.app, 'GET', '/BackOffice/RewardProductFilter/Catalogs', as(brisa.hr));
    expect(catalogs.body.data.rewardProduct.find((p) => p.value === productId)?.stock).toBe(2);
    expect(catalogs.body.data.department.map((d) => d.value)).toEqual([brisa.org.d]);
    const filter = await call(t.app, 'POST', '/BackOffice/RewardProductFilter', {
      ...as(brisa.hr),
      body: {
        RewardProductId: productId,
        BranchOfficeId: 0,
        DepartmentId: brisa.org.d,
        JobRoleId: 0,
        Points: 10,
        RewardCount: 2,
      },
    });
    expect(filter.body.responseMessage).toBe(rewardMessages.filter.created);
    const offered = await call(t.app, 'GET', '/BackEnd/RewardProducts', as(brisa.member));
    expect(offered.body.data.items).toHaveLength(1);
    const demoCatalogs = await call(
      t.app,
      'GET',
      '/BackOffice/RewardProductFilter/Catalogs',
      as(await login(t.app, 'rh@demo.muropride.mx')),
    );
    expect(demoCatalogs.body.data.rewardProduct.find((p) => p.value === productId)?.stock ?? 0).toBe(0);
  });

  it("mails a signed-in person's contact form to their company and a visitor's to the default company", async () => {
    const contact = (session?: Session) =>
      call(t.app, 'POST', '/Site/MuroPrideContactUs', {
        ...(session && as(session)),
        body: {
          subject: 'Duda',
          email: 'valentina@correo.mx',
          textMessage: 'Quiero saber más del portal.',
          companyId: 871,
        },
      });
    expect((await contact(brisa.member)).body.responseCode).toBe('00');
    expect((await outbox(t.app))[0]?.to).toBe('rh@brisa.mx');
    expect((await contact()).body.responseCode).toBe('00');
    expect((await outbox(t.app))[0]?.to).toBe('contacto@demo.muropride.mx');
    const help = await call(t.app, 'POST', '/Site/HelpContact', {
      ...as(brisa.member),
      body: {
        name: 'Valentina',
        businessName: 'Brisa Textil',
        email: 'valentina@correo.mx',
        message: 'Necesito ayuda con el portal.',
      },
    });
    expect(help.body.responseCode).toBe('00');
    expect((await outbox(t.app))[0]?.to).toBe('rh@brisa.mx');
  });

  it("refuses the default company's group, job role and scale in its posts, talks and survey questions", async () => {
    const demoId = async (sql: string) =>
      defined((await t.db.query<{ id: number }>(sql, [DEMO_COMPANY_ID]))[0], sql).id;
    const group = await demoId('select department_id as id from departments where company_id = $1 limit 1');
    const role = await demoId('select job_role_id as id from job_roles where company_id = $1 limit 1');
    const scale = await demoId(
      'select survey_scale_id as id from survey_scales where company_id = $1 limit 1',
    );

    const post = (unit: Record<string, number>) =>
      sendPost(
        t.app,
        'POST',
        brisa.hr.token,
        { Title: 'Con grupo', ListUser: [brisa.member.userId], ...unit },
        {
          images: [png('grupo.png')],
        },
      );
    expect(fieldErrorsOf((await post({ DepartmentId: group, JobRoleId: role })).body)).toEqual([
      { field: 'DepartmentId', message: postMessages.unknownUnit },
      { field: 'JobRoleId', message: postMessages.unknownUnit },
    ]);
    expect((await post({ DepartmentId: brisa.org.d, JobRoleId: brisa.org.j })).body.responseCode).toBe('00');

    const talk = (jobRoleId: number) =>
      sendForm(
        t.app,
        'POST',
        '/backoffice/Auditorium',
        {
          model: JSON.stringify({
            title: 'Charla con puesto',
            conferenceUrl: 'https://www.youtube.com/embed/aqz-KE-bpKQ',
            startDate: today,
            conferenceDate: `${today}T23:00`,
            duration: 1,
            reward: 0,
            listUser: [],
            jobRoleId,
          }),
          images: { data: solidPng(800, 600), name: 'charla.png', type: 'image/png' },
        },
        brisa.hr.token,
      );
    expect(fieldErrorsOf((await talk(role)).body)).toEqual([
      { field: 'jobRoleId', message: talkMessages.unknownJobRole },
    ]);
    expect((await talk(brisa.org.j)).body.responseCode).toBe('00');

    const question = await call(t.app, 'POST', '/backoffice/SurveyQuestion', {
      ...as(brisa.hr),
      body: {
        surveyId: content.surveyId,
        surveyAnswerTypeId: 3,
        question: '¿Qué tanto?',
        surveyScaleId: scale,
      },
    });
    expect(fieldErrorsOf(question.body)).toEqual([
      { field: 'surveyScaleId', message: surveyMessages.scaleNotFound },
    ]);
  });

  it('keeps the default company active', async () => {
    const deleted = await call(t.app, 'DELETE', `/BackOffice/Company/${DEMO_COMPANY_ID}`, as(ops));
    expect([deleted.status, deleted.body.responseMessage]).toEqual([
      409,
      rewardMessages.company.defaultStaysActive,
    ]);
    const company = (await call(t.app, 'GET', `/BackOffice/Company/${DEMO_COMPANY_ID}`, as(ops))).body.data;
    const edited = await call(t.app, 'PUT', '/BackOffice/Company', {
      ...as(ops),
      body: { ...company, businessName: 'Muro Pride Demo', telephone1: '5512345678', active: false },
    });
    expect(edited.status).toBe(409);
    expect((await login(t.app, 'miembro@demo.muropride.mx')).token).toBeTruthy();
  });

  it('serves visitors the company DEFAULT_COMPANY_ID names, and will not start when it names none', async () => {
    const portal = await buildApp({
      db: t.db,
      config: { ...t.config, defaultCompanyId: brisa.companyId },
      clock: t.time.clock,
    });
    try {
      const visitor = await call(portal, 'GET', '/BackEnd/CompanyCustomize/GetByCompanyId/871');
      expect(visitor.body.data).toMatchObject({ companyId: brisa.companyId, companyName: 'Brisa Textil' });
      const ids = (reply: { body: { data: { eventId: number }[] } }) => reply.body.data.map((x) => x.eventId);
      const talks = ids(await call(portal, 'GET', '/backend/Auditorium/Complete'));
      const brisaTalks = ids(
        await call(portal, 'GET', '/backend/Auditorium/Complete', { token: brisa.member.token }),
      );
      const demoTalks = ids(await call(t.app, 'GET', '/backend/Auditorium/Complete'));
      expect(talks).toEqual(brisaTalks);
      expect(demoTalks.length).toBeGreaterThan(0);
      expect(talks.filter((id) => demoTalks.includes(id))).toEqual([]);
    } finally {
      await portal.close();
    }
    await expect(
      buildApp({ db: t.db, config: { ...t.config, defaultCompanyId: 9999 }, clock: t.time.clock }),
    ).rejects.toThrow('DEFAULT_COMPANY_ID 9999 names no company of this portal');
  });
});

describe('DEFAULT_COMPANY_ID', () => {
  it("is the spec's 871 unless set, and a value that is no company id stops the start", () => {
    expect(defaultCompanyFromEnv(undefined)).toBe(871);
    expect(defaultCompanyFromEnv(' ')).toBe(871);
    expect(defaultCompanyFromEnv('1001')).toBe(1001);
    for (const wrong of ['0', '-5', 'uno', '871.5', '12345678901'])
      expect(() => defaultCompanyFromEnv(wrong)).toThrow(`DEFAULT_COMPANY_ID '${wrong}' is not a company id`);
  });
});
