import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { call, defined } from './support/contract.js';
import { sendForm } from './support/forms.js';
import { login, type Session } from './support/helpers.js';
import { person, type OrgIds } from './admin-user-support.js';
import { eventFields } from './billboard-support.js';
import { entryForm } from './directory-support.js';
import { jobFields, registerJob } from './job-bank-support.js';
import { png, sendPost } from './posts-support.js';

export const TENANT_PASSWORD = 'Brisa.2026!';

/** A company the operator created, with its first HR user, its groups and a confirmed member. */
export interface Tenant {
  companyId: number;
  hr: Session;
  member: Session;
  org: OrgIds;
}

/** What a reply must say for a step of building a company to count as done. */
function done(reply: { body: { responseCode: string; responseMessage: string } }, step: string) {
  expect(reply.body.responseCode, `${step}: ${reply.body.responseMessage}`).toBe('00');
}

/**
 * A second company built as people build one: the operator creates it with its HR user
 * (POST /BackOffice/Company), HR creates a group, a branch office and a job role, then a member, whom it confirms
 * ('Confirmar Cuenta'). Every name carries `name`, so its texts are told apart from the demo company's.
 */
export async function createTenant(
  app: FastifyInstance,
  opsToken: string,
  name: string,
  domain: string,
): Promise<Tenant> {
  const created = await call(app, 'POST', '/BackOffice/Company', {
    token: opsToken,
    body: {
      companyName: name,
      businessName: `${name} SA de CV`,
      primeDomain: domain,
      telephone1: '5512345678',
      username: `rh@${domain}`,
      password: TENANT_PASSWORD,
    },
  });
  done(created, 'the company');
  const companyId = (created.body.data as { companyId: number }).companyId;
  const hr = await login(app, `rh@${domain}`, TENANT_PASSWORD);
  const department = await call(app, 'POST', '/backoffice/Department', {
    token: hr.token,
    body: { departmentName: `Diseño ${name}`, description: 'Diseño de producto' },
  });
  done(department, 'a group');
  const branch = await call(app, 'POST', '/backoffice/BranchOffice', {
    token: hr.token,
    body: { branchOfficeName: `Sucursal ${name}`, description: 'Oficinas centrales' },
  });
  done(branch, 'a branch office');
  const role = await call(app, 'POST', '/backoffice/JobRole', {
    token: hr.token,
    body: { name: `Coordinación ${name}`, description: 'Coordina proyectos' },
  });
  done(role, 'a job role');
  const org = {
    d: (department.body.data as { departmentId: number }).departmentId,
    b: (branch.body.data as { branchOfficeId: number }).branchOfficeId,
    j: (role.body.data as { jobRoleId: number }).jobRoleId,
  };
  const email = `persona@${domain}`;
  const member = await call(app, 'POST', '/Account/Create', {
    token: hr.token,
    body: { ...person(1, org), email, firstName: 'Valentina', lastName: name, password: TENANT_PASSWORD },
  });
  done(member, 'a member');
  const memberId = member.body.data.aspNetUserId as number;
  done(
    await call(app, 'GET', `/Account/VerifyEmailAccount?userId=${memberId}`, { token: hr.token }),
    "the member's confirmation",
  );
  return { companyId, hr, member: await login(app, email, TENANT_PASSWORD), org };
}

/** Ids of what giveContent created. */
export interface TenantContent {
  postId: number;
  surveyId: number;
  jobId: number;
  categoryId: number;
  eventId: number;
  genericItemId: number;
  directoryId: number;
}

/**
 * Content of a company made through the API by its HR and its member: an article, a survey aimed at the member
 * (after HR aims surveys at an audience), a job, a recognition category, a billboard event, a generic
 * publication, a directory entry and a chat message. Each title carries `name`.
 */
export async function giveContent(app: FastifyInstance, tenant: Tenant, name: string, today: string) {
  const { hr, member } = tenant;
  const auth = (session: Session) => ({ token: session.token });
  done(
    await call(app, 'POST', '/backoffice/CompanyEventType', {
      ...auth(hr),
      body: {
        eventTypeId: 3,
        isRewarded: false,
        rewardPoints: 0,
        isNotified: false,
        notificationText: '',
        isAudienceAddressed: true,
        isNewRegistry: false,
      },
    }),
    'aiming surveys at an audience',
  );
  const survey = await call(app, 'POST', '/backoffice/Survey/Create', {
    ...auth(hr),
    body: {
      title: `Encuesta de clima ${name}`,
      startDate: today,
      endDate: today,
      reward: 5,
      users: [member.userId],
    },
  });
  done(survey, 'a survey');
  done(
    await call(app, 'POST', '/backoffice/SurveyQuestion', {
      ...auth(hr),
      body: {
        surveyId: survey.body.data.surveyId,
        surveyAnswerTypeId: 1,
        question: `¿Qué te gusta de ${name}?`,
        surveyScaleId: null,
      },
    }),
    "the survey's question",
  );
  const post = await sendPost(
    app,
    'POST',
    hr.token,
    { Title: `Bienvenida ${name}`, ListUser: [member.userId] },
    { images: [png('portada.png')] },
  );
  done(post, 'an article');
  const job = await registerJob(app, member.token, jobFields({ Title: `Tejedora ${name}` }));
  done(job, 'a job');
  const jobId = (job.body.data as { jobId: number }).jobId;
  done(
    await call(app, 'POST', '/backend/JobSection', {
      ...auth(member),
      body: { JobId: jobId, JobSection: [{ Description: `Tejer con ${name}`, JobSectionTypeId: 1 }] },
    }),
    "the job's sections",
  );
  done(await call(app, 'POST', `/backoffice/Job/${jobId}?approve=true`, auth(hr)), "the job's approval");
  const category = await call(app, 'POST', '/backoffice/AcknowledgmentType', {
    ...auth(hr),
    body: {
      title: `Espíritu ${name}`,
      descritption: 'Para quien teje comunidad',
      validFrom: today,
      validTo: today,
    },
  });
  done(category, 'a recognition category');
  const day = (offset: number) =>
    new Date(Date.parse(today) + offset * 86_400_000).toISOString().slice(0, 10);
  const event = await sendForm(
    app,
    'POST',
    '/TicketsEvent/Create',
    { ...eventFields(day), eventName: `Festival ${name}` },
    member.token,
  );
  done(event, 'a billboard event');
  const eventId = (event.body.data as { ticketsEventId: number }).ticketsEventId;
  done(
    await call(app, 'PATCH', '/TicketsEvent/ChangeStatus', {
      ...auth(hr),
      body: { ticketsEventId: eventId, isApproved: true },
    }),
    "the event's approval",
  );
  const generic = await sendForm(
    app,
    'POST',
    '/backoffice/GenericSectionItem',
    {
      model: JSON.stringify({
        genericSectionTypeId: 2,
        title: `Club de tejido ${name}`,
        subtitle: 'Los jueves',
        genericContactInfo: [
          {
            contactTypeId: 2,
            contactValue: `club@${name.toLowerCase().replace(/\s+/g, '')}.mx`,
            mainContact: true,
          },
        ],
      }),
      files: png('club.png', 720, 480),
    },
    hr.token,
  );
  done(generic, 'a generic publication');
  const categories = await call(app, 'GET', '/BackEnd/GetCategoriesCatalog', auth(member));
  const directoryCategory = defined(categories.body.data[0], 'A directory category').categoryServiceId;
  const subs = await call(
    app,
    'GET',
    `/BackEnd/GetSubCategoryCatalogByCategoryId?categoryId=${directoryCategory}`,
    auth(member),
  );
  const entry = await sendForm(
    app,
    'POST',
    '/BackEnd/InsertDirectoryInfo',
    entryForm({
      FullName: `Taller ${name}`,
      CategoryServiceId: String(directoryCategory),
      SubCategoryServiceId: String(defined(subs.body.data[0], 'A subcategory').subCategoryServiceId),
    }),
    member.token,
  );
  done(entry, 'a directory entry');
  done(
    await call(app, 'POST', '/chats/sendmessage', {
      ...auth(member),
      body: { message: `Hola desde ${name}`, receiver: hr.userId },
    }),
    'a chat message',
  );
  return {
    postId: (post.body.data as { companyPostId: number }).companyPostId,
    surveyId: (survey.body.data as { surveyId: number }).surveyId,
    jobId,
    categoryId: (category.body.data as { acknowledgmentTypeId: number }).acknowledgmentTypeId,
    eventId,
    genericItemId: (generic.body.data as { genericSectionItemId: number }).genericSectionItemId,
    directoryId: (entry.body.data as { directoryInfoId: number }).directoryInfoId,
  } satisfies TenantContent;
}
