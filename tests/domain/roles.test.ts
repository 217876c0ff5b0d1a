import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hasRole, isRole, Roles } from '../../domain/roles';

describe('role-guard rule', () => {
  it('admits a role name that contains an allowed name, ignoring case', () => {
    expect(hasRole('Recursos Humanos', [Roles.hr])).toBe(true);
    expect(hasRole('RECURSOS HUMANOS', [Roles.hr])).toBe(true);
    expect(hasRole('Gerente de recursos humanos', [Roles.hr])).toBe(true);
    expect(hasRole('operaciones', [Roles.hr, Roles.operations])).toBe(true);
  });

  it('refuses other roles, missing roles and an empty allow list', () => {
    expect(hasRole('Usuario', [Roles.hr])).toBe(false);
    expect(hasRole('Recursos', [Roles.hr])).toBe(false);
    expect(hasRole('Operaciones', [Roles.hr])).toBe(false);
    expect(hasRole(null, [Roles.hr])).toBe(false);
    expect(hasRole('', [Roles.hr])).toBe(false);
    expect(hasRole('Recursos Humanos', [])).toBe(false);
    expect(hasRole('Usuario', [''])).toBe(false);
  });

  it('matches an exact role without regard to case or surrounding spaces', () => {
    expect(isRole(' recursos humanos ', Roles.hr)).toBe(true);
    expect(isRole('Gerente de Recursos Humanos', Roles.hr)).toBe(false);
    expect(isRole(undefined, Roles.hr)).toBe(false);
  });
});

describe('role rule (property)', () => {
  // Spanish letters: their upper and lower case map one to one, as role names in the portal do.
  const unit = fc.constantFrom(...'abcdefghijklmnñopqrstuvwxyzáéíóúüABCDEFGHIJKLMNÑOPQRSTUVWXYZÁÉÍÓÚÜ ');
  const text = fc.string({ unit, maxLength: 12 });
  const name = fc.string({ unit, minLength: 1, maxLength: 12 }).filter((s) => s.trim() !== '');

  it('admits a role name that contains an allowed name, whatever the case of either', () => {
    fc.assert(
      fc.property(text, name, text, (before, allowed, after) => {
        const roleName = `${before}${allowed}${after}`;
        expect(hasRole(roleName, [allowed])).toBe(true);
        expect(hasRole(roleName.toLocaleUpperCase('es-MX'), [allowed.toLocaleLowerCase('es-MX')])).toBe(true);
        expect(hasRole(roleName.toLocaleLowerCase('es-MX'), [allowed.toLocaleUpperCase('es-MX')])).toBe(true);
      }),
    );
  });

  it('refuses a role name that does not contain any allowed name', () => {
    fc.assert(
      fc.property(text, fc.array(name, { maxLength: 3 }), (roleName, allowed) => {
        const lower = roleName.toLocaleLowerCase('es-MX');
        const contained = allowed.some((a) => lower.includes(a.toLocaleLowerCase('es-MX')));
        expect(hasRole(roleName, allowed)).toBe(contained);
      }),
    );
  });

  it('admits no one for an empty allow list or a blank allowed name', () => {
    fc.assert(
      fc.property(fc.option(fc.string()), (roleName) => {
        expect(hasRole(roleName, [])).toBe(false);
        expect(hasRole(roleName, [''])).toBe(false);
      }),
    );
  });
});
