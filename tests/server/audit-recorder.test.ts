import { describe, expect, it } from 'vitest';
import { entityOf, forTheLog, HIDDEN, isAdministrativeWrite } from '../../server/audit/audit-recorder.js';
import { Roles } from '../../domain/roles.js';

describe('what the audit log keeps of a request', () => {
  it('hides secrets at any depth and cuts long texts', () => {
    const kept = forTheLog({
      email: 'rh@demo.muropride.mx',
      password: 'Segura.2026!',
      ConfirmPassword: 'Segura.2026!',
      nested: { refreshToken: 'abc', list: [{ apiSecret: 's', name: 'ok' }] },
      content: 'x'.repeat(600),
    }) as Record<string, unknown>;
    expect(kept).toMatchObject({
      email: 'rh@demo.muropride.mx',
      password: HIDDEN,
      ConfirmPassword: HIDDEN,
      nested: { refreshToken: HIDDEN, list: [{ apiSecret: HIDDEN, name: 'ok' }] },
    });
    expect(kept.content).toHaveLength(501);
    expect(JSON.stringify(kept)).not.toContain('Segura');
  });

  it("names what an act touched by the path's parameters, else by the ids in its body, else in its query", () => {
    expect(entityOf({ id: 5 }, { surveyId: 9 })).toBe('id=5');
    expect(entityOf({}, { aspNetUserId: 1003, firstName: 'Ana', roleId: 3 })).toBe(
      'aspNetUserId=1003 roleId=3',
    );
    expect(entityOf(undefined, { firstName: 'Ana' })).toBeNull();
    expect(entityOf({}, undefined, { id: 12, postType: 1 })).toBe('id=12');
    expect(entityOf({}, { departmentId: 4 }, { id: 12 })).toBe('departmentId=4');
  });

  it('counts as administrative only the writes no member may call', () => {
    expect(isAdministrativeWrite('POST', [Roles.hr])).toBe(true);
    expect(isAdministrativeWrite('DELETE', [Roles.operations, Roles.hr])).toBe(true);
    expect(isAdministrativeWrite('GET', [Roles.hr])).toBe(false);
    expect(isAdministrativeWrite('POST', [Roles.hr, Roles.member])).toBe(false);
    expect(isAdministrativeWrite('POST', undefined)).toBe(false);
  });
});
