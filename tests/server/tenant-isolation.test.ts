import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayIn } from '../../domain/dates.js';
import { Roles } from '../../domain/roles.js';
import { DEMO_COMPANY_ID } from '../../server/db/seed/demo-company.js';
import { seedAreas } from '../../server/db/seed/area-seeds.js';
import { basePath, loadDocument, operationsOf } from '../../server/openapi/document.js';
import { login, outbox, type Session } from './support/helpers.js';
import { requestFor } from './support/operation-requests.js';
import { stores } from './support/stores.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { markersOf, ownedRows, recordsOf, type RecordKind } from './tenant-records.js';
import { createTenant, giveContent, TENANT_PASSWORD } from './tenant-support.js';

/**
 * Company A (the seeded demo company 871) and company B (built through the operator's and its HR's calls) each
 * call EVERY operation of the contract as a member and as HR, naming the other company's id wherever a company
 * id goes and one of the other company's records wherever a record id goes. No reply may carry a text of the
 * other company (its people's addresses and names, its titles), no row of the other company may change, and no
 * mail may reach the other company's people.
 */
const document = loadDocument();
const operations = operationsOf(document);

/** Operations not called, and why. */
const skipped: Record<string, string> = {
  getDevOutbox: 'the development outbox lists every mail of the portal, and answers only this machine',
  register: "a registration creates a person in the company it joins, by design (registration's own tests)",
};

/** Which record a parameter or property names: by its name, then for a bare "id" by its path. */
const byName: [RegExp, RecordKind, RegExp?][] = [
  [/^(userid|aspnetuserid|userprofileid|userprofileto|receiver|contactid)$/i, 'user'],
  [/^(companypostid|postid)$/i, 'post'],
  [/^postgalleryid$/i, 'gallery'],
  [/^(companypostcommentid|commentid)$/i, 'comment'],
  [/^reportid$/i, 'report'],
  [/^jobid$/i, 'job'],
  [/^postulantid$/i, 'postulant'],
  [/^surveyid$/i, 'survey'],
  [/^(surveyquestionid|questionid)$/i, 'question'],
  [/^(surveyanswerconfigid|selectedanswerconfigid)$/i, 'answerConfig'],
  [/^(surveyuserprofileid|profileid)$/i, 'participation'],
  [/^surveyuserprofileanswerid$/i, 'answer'],
  [/^(surveyscaleid|scaleid)$/i, 'scale'],
  [/^surveyscaleanswerid$/i, 'scaleAnswer'],
  [/^surveyanswertypeid$/i, 'answerType'],
  [/^(departmentid|departments)$/i, 'department'],
  [/^branchofficeid$/i, 'branchOffice'],
  [/^jobroleid$/i, 'jobRole'],
  [/^companyholidayid$/i, 'notice'],
  [/^companyeventtypeid$/i, 'eventTypeSetting'],
  [/^companycustomizeid$/i, 'branding'],
  [/^ticketseventid$/i, 'ticketsEvent'],
  [/^courseid$/i, 'course'],
  [/^(auditoriumid|lastid)$/i, 'talk'],
  [/^genericsectionitemid$/i, 'genericItem'],
  [/^genericcontactinfoid$/i, 'genericContact'],
  [/^acknowledgmenttypeid$/i, 'recognitionCategory'],
  [/^typeid$/i, 'recognitionCategory', /Acknowledgment/i],
  [/^companyacknowledgmentladderid$/i, 'level'],
  [/^directoryinfoid$/i, 'directory'],
  [/^(categoryserviceid|categoryid)$/i, 'directoryCategory', /Directory|Categor/i],
  [/^(subcategoryserviceid|subcategoryid)$/i, 'directorySubCategory'],
  [/^rewardproductfilterid$/i, 'rewardFilter'],
  [/^groupid$/i, 'chatGroup'],
  [/^orderid$/i, 'order'],
  [/^genderidentityid$/i, 'genderIdentity'],
  [/^providerid$/i, 'storeProvider', /Ecommerce/i],
  [/^productid$/i, 'storeProduct', /Ecommerce/i],
  [/^entityid$/i, 'post'],
];
const byPath: [RegExp, RecordKind][] = [
  [/CompanyCustomize\/GetByCompanyId|BackOffice\/Company\//i, 'company'],
  [/CompanyCustomize/i, 'branding'],
  [/CompanyPost|PostComment/i, 'post'],
  [/Postulant/i, 'postulant'],
  [/JobRole/i, 'jobRole'],
  [/Job/i, 'job'],
  [/SurveyAnswerConfig/i, 'answerConfig'],
  [/SurveyQuestion/i, 'question'],
  [/SurveyScaleAnswer/i, 'scaleAnswer'],
  [/SurveyScale/i, 'scale'],
  [/SurveyAnswerType/i, 'answerType'],
  [/SurveyUserProfileAnswer/i, 'answer'],
  [/SurveyUserProfile/i, 'participation'],
  [/Survey/i, 'survey'],
  [/Department/i, 'department'],
  [/BranchOffice/i, 'branchOffice'],
  [/CompanyEventType/i, 'eventTypeSetting'],
  [/CompanyHoliday/i, 'notice'],
  [/Course/i, 'course'],
  [/Auditorium/i, 'talk'],
  [/GenericSectionItem\/ContactInfo/i, 'genericContact'],
  [/GenericSectionItem/i, 'genericItem'],
  [/AcknowledgmentLadder/i, 'level'],
  [/AcknowledgmentType/i, 'recognitionCategory'],
  [/Directory/i, 'directory'],
  [/RewardProductFilter/i, 'rewardFilter'],
  [/DownloadCoupon/i, 'redemption'],
  [/UploadMigrationFile/i, 'userLoad'],
  [/chats\/updateread/i, 'chatMessage'],
  [/Attendee|UserProfile|Account|chats/i, 'user'],
  [/Ecommerce/i, 'order'],
  [/TicketsEvent/i, 'ticketsEvent'],
];

function kindOf(name: string, path: string): RecordKind | undefined {
  const named = byName.find(([pattern, , on]) => pattern.test(name) && (!on || on.test(path)));
  if (named) return named[1];
  return /^id$/i.test(name) ? byPath.find(([pattern]) => pattern.test(path))?.[1] : undefined;
}

interface Caller {
  name: string;
  email: string;
  password?: string;
  session?: Session;
}

interface Company {
  companyId: number;
  markers: string[];
  records: Record<RecordKind, number>;
  /** Where mail to the company's people and mailbox goes. */
  addresses: Set<string>;
}

describe.each(stores)('tenant isolation on $name', (store) => {
  let t: TestApp;
  let today: string;
  let a: Company;
  let b: Company;
  let aCallers: Caller[];
  let bCallers: Caller[];
  const reached = new Set<string>();

  async function companyOf(companyId: number, otherId: number): Promise<Company> {
    const roles = new Set<string>(Object.values(Roles));
    const people = await t.db.query<{ email: string }>('select email from users where company_id = $1', [
      companyId,
    ]);
    const [mailbox] = await t.db.query<{ contact_email: string }>(
      'select contact_email from companies where company_id = $1',
      [companyId],
    );
    return {
      companyId,
      markers: (await markersOf(t.db, companyId, otherId)).filter((marker) => !roles.has(marker)),
      records: await recordsOf(t.db, companyId),
      addresses: new Set([...people.map((p) => p.email.toLowerCase()), mailbox?.contact_email ?? '']),
    };
  }

  beforeAll(async () => {
    t = await createTestApp(store);
    // Counts the operations whose request passed the contract's checks and reached the handler.
    t.app.addHook('preHandler', async (request) => {
      const id = request.routeOptions.config.operationId;
      if (id) reached.add(id);
    });
    await seedAreas(t.db, t.time.clock);
    today = dayIn(t.time.clock());
    const ops = await login(t.app, 'ops@demo.muropride.mx');
    const tenant = await createTenant(t.app, ops.token, 'Brisa Textil', 'brisa.mx');
    await giveContent(t.app, tenant, 'Brisa Textil', today);
    a = await companyOf(DEMO_COMPANY_ID, tenant.companyId);
    b = await companyOf(tenant.companyId, DEMO_COMPANY_ID);
    aCallers = [
      { name: "A's member", email: 'miembro@demo.muropride.mx' },
      { name: "A's HR", email: 'rh@demo.muropride.mx' },
    ];
    bCallers = [
      { name: "B's member", email: 'persona@brisa.mx', password: TENANT_PASSWORD },
      { name: "B's HR", email: 'rh@brisa.mx', password: TENANT_PASSWORD },
    ];
  }, 240_000);
  afterAll(() => t.close());

  /** Every operation called by `callers` aimed at `victim`; what leaked, as lines. */
  async function attack(callers: Caller[], victim: Company) {
    const before = await ownedRows(t.db, victim.companyId);
    const mailsBefore = (await outbox(t.app)).length;
    const leaks: string[] = [];
    const lost: string[] = [];
    const fill = {
      companyId: victim.companyId,
      today,
      idFor: (name: string, path: string) => {
        const kind = kindOf(name, path);
        return kind ? victim.records[kind] : 1;
      },
    };
    reached.clear();
    let calls = 0;
    for (const caller of callers) {
      caller.session = await login(t.app, caller.email, caller.password);
      for (const entry of operations) {
        if (skipped[entry.operation.operationId]) continue;
        const request = await requestFor(entry, fill, basePath(document));
        const headers = { ...request.headers, authorization: `Bearer ${caller.session.token}` };
        const response = await t.app.inject({ ...request, headers });
        calls += 1;
        // A 401 means the caller's own session ended: what follows would prove nothing.
        if (response.statusCode === 401) {
          lost.push(`${caller.name} ${entry.operation.operationId}`);
          caller.session = await login(t.app, caller.email, caller.password);
        }
        const found = victim.markers.filter((marker) => response.body.includes(marker));
        if (found.length > 0)
          leaks.push(`${caller.name} ${entry.operation.operationId}: ${found.slice(0, 3).join(' | ')}`);
      }
    }
    const after = await ownedRows(t.db, victim.companyId);
    const changed = [
      ...new Set(
        [...before].filter((row) => !after.has(row)).concat([...after].filter((row) => !before.has(row))),
      ),
    ];
    const mailsAfter = await outbox(t.app);
    const mails = mailsAfter
      .slice(0, mailsAfter.length - mailsBefore)
      .filter((mail) => victim.addresses.has(mail.to.toLowerCase()))
      .map((mail) => `mail to ${mail.to}: ${mail.subject}`);
    return { leaks, changed, mails, lost, calls, reached: reached.size };
  }

  it.each([
    ['B', 'A'],
    ['A', 'B'],
  ])(
    "gives %s's member and HR nothing of company %s through any operation",
    async (from) => {
      const [callers, victim] = from === 'B' ? [bCallers, a] : [aCallers, b];
      const outcome = await attack(callers, victim);
      const { leaks } = outcome;
      const checked = operations.length - Object.keys(skipped).length;
      console.log(
        `tenant isolation (${store.name}, ${from} → other): ${checked} operations ` +
          `checked, ${outcome.reached} reached their handler, ${outcome.calls} calls, ${victim.markers.length} markers, ` +
          `leaks found: ${leaks.length + outcome.changed.length + outcome.mails.length}`,
      );
      // B's texts are those createTenant and giveContent wrote; A's the seeds'.
      expect(victim.markers.length).toBeGreaterThan(10);
      // Most requests must pass the contract's checks, or the handlers' company checks would go untried.
      expect(outcome.reached).toBeGreaterThan(0.85 * checked);
      expect(outcome.lost).toEqual([]);
      expect(leaks).toEqual([]);
      expect(outcome.changed).toEqual([]);
      expect(outcome.mails).toEqual([]);
    },
    600_000,
  );
});
