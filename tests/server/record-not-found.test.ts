import { beforeAll, describe, expect, it } from 'vitest';
import { call, type GatewayUrl } from './support/contract.js';
import { createCompany } from './support/companies.js';
import { login } from './support/helpers.js';
import { stores } from './support/stores.js';
import { useTestApp } from './support/suite.js';

const UNKNOWN = 987654;

type Who = 'member' | 'hr' | 'ops';

/** Every read of one record behind a detail page or form of the portal (docs/decisions/0240). */
const reads: [Who, GatewayUrl][] = [
  ['hr', `/backoffice/Survey/Get/${UNKNOWN}`],
  ['hr', `/backoffice/Survey/GetSurveyInfo/${UNKNOWN}`],
  ['hr', `/backoffice/SurveyScale/${UNKNOWN}`],
  ['hr', `/BackOffice/RewardProductFilter/${UNKNOWN}`],
  ['hr', `/backoffice/AcknowledgmentType/${UNKNOWN}`],
  ['ops', `/BackOffice/RewardProduct/${UNKNOWN}`],
  ['ops', `/BackOffice/RewardCategory/${UNKNOWN}`],
  ['ops', `/BackOffice/RewardProvider/${UNKNOWN}`],
  ['ops', `/BackOffice/Company/${UNKNOWN}`],
  ['member', `/backend/Job/${UNKNOWN}`],
  ['member', `/BackEnd/Postulant/GetByJobId?jobId=${UNKNOWN}`],
  ['member', `/backend/CompanyPost/ById/${UNKNOWN}`],
  ['member', `/backend/CompanyPost/WithImages/${UNKNOWN}`],
  ['hr', `/backend/PostComment/Report/${UNKNOWN}`],
  ['member', `/Ecommerce/PurchaseOrderDetail?id=${UNKNOWN}`],
  ['member', `/BackEnd/GetDirectoryInfoById?directoryInfoId=${UNKNOWN}`],
];

describe.each(stores)('a record that is not there on $name', (store) => {
  const tokens = {} as Record<Who, string>;
  const t = useTestApp(store);
  beforeAll(async () => {
    tokens.member = (await login(t.app, 'miembro@demo.muropride.mx')).token;
    tokens.hr = (await login(t.app, 'rh@demo.muropride.mx')).token;
    tokens.ops = (await login(t.app, 'ops@demo.muropride.mx')).token;
  });

  it.each(reads)('%s GET %s answers 404 with code 04 and a Spanish message', async (who, url) => {
    const reply = await call(t.app, 'GET', url, { token: tokens[who] });
    expect(reply.status).toBe(404);
    expect(reply.body).toMatchObject({ responseCode: '04', data: null });
    expect(reply.body.responseMessage).toMatch(/\S/);
  });

  it("answers the same 404 '04' to another company's HR as to an unknown id", async () => {
    const other = await createCompany(t.app, 'Lumen Verde', 'lumen-verde.mx');
    const created = await call(t.app, 'POST', '/backoffice/SurveyScale', {
      token: other.hr.token,
      body: { description: 'Acuerdo', active: true },
    });
    const id = (created.body.data as { surveyScaleId: number }).surveyScaleId;
    const own = await call(t.app, 'GET', `/backoffice/SurveyScale/${id}`, { token: other.hr.token });
    expect(own.body).toMatchObject({ responseCode: '00', data: { description: 'Acuerdo' } });
    const theirs = await call(t.app, 'GET', `/backoffice/SurveyScale/${id}`, { token: tokens.hr });
    const unknown = await call(t.app, 'GET', `/backoffice/SurveyScale/${UNKNOWN}`, { token: tokens.hr });
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual(unknown.body);
  });
});
