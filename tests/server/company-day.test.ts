import { describe, expect, it } from 'vitest';
import { surveyMessages as m } from '../../server/surveys/survey-messages.js';
import { call, fieldErrorsOf } from './support/contract.js';
import { stores } from './support/stores.js';
import { useDemoPeople, useTestApp } from './support/suite.js';

// 23:30 on 22 November 2026 in Mexico City, when UTC already reads 23 November.
const LATE_EVENING = new Date('2026-11-23T05:30:00Z');

describe.each(stores)('date rules at 23:30 in Mexico City on $name', (store) => {
  const t = useTestApp(store, { now: LATE_EVENING });
  const { hr, member } = useDemoPeople(t, { hr: 'hr', member: 'alejandro' });

  const create = (startDate: string) =>
    call(t.app, 'POST', '/backoffice/Survey/Create', {
      token: hr.token,
      body: { title: 'Cierre de año', startDate, endDate: '2026-11-30', reward: 0, users: [member.userId] },
    });

  it('accepts a survey that starts on the company day, though UTC is a day ahead', async () => {
    const { body } = await create('2026-11-22');
    expect(body.responseCode, JSON.stringify(body.data)).toBe('00');
  });

  it('still refuses the day before', async () => {
    const { body } = await create('2026-11-21');
    expect(fieldErrorsOf(body)).toEqual([{ field: 'startDate', message: m.startBeforeToday }]);
  });
});
