import { describe, expect, it } from 'vitest';
import { hasAllowedRole, isRole, roles } from '@/shared/account/roles';

describe('role-guard rule', () => {
  it('admits a role name that contains an allowed name, ignoring case', () => {
    expect(hasAllowedRole('Recursos Humanos', [roles.humanResources])).toBe(true);
    expect(hasAllowedRole('RECURSOS HUMANOS', [roles.humanResources])).toBe(true);
    expect(hasAllowedRole('Gerente de recursos humanos', [roles.humanResources])).toBe(true);
    expect(hasAllowedRole('operaciones', [roles.humanResources, roles.operations])).toBe(true);
  });

  it('refuses other roles, missing roles and an empty allow list', () => {
    expect(hasAllowedRole('Usuario', [roles.humanResources])).toBe(false);
    expect(hasAllowedRole('Recursos', [roles.humanResources])).toBe(false);
    expect(hasAllowedRole('Operaciones', [roles.humanResources])).toBe(false);
    expect(hasAllowedRole(null, [roles.humanResources])).toBe(false);
    expect(hasAllowedRole('', [roles.humanResources])).toBe(false);
    expect(hasAllowedRole('Recursos Humanos', [])).toBe(false);
    expect(hasAllowedRole('Usuario', [''])).toBe(false);
  });

  it('matches an exact role without regard to case or surrounding spaces', () => {
    expect(isRole(' recursos humanos ', roles.humanResources)).toBe(true);
    expect(isRole('Gerente de Recursos Humanos', roles.humanResources)).toBe(false);
    expect(isRole(undefined, roles.humanResources)).toBe(false);
  });
});
