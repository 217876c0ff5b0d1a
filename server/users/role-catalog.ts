import { Roles, type RoleName } from '../../domain/roles.js';

/** The 'Perfil' catalogue of the user form: each role name with a stable id (docs/decisions/0090). */
export const roleCatalog: { value: number; label: RoleName }[] = [
  { value: 1, label: Roles.hr },
  { value: 2, label: Roles.operations },
  { value: 3, label: Roles.member },
];

export function roleNameOf(roleId: number): RoleName | undefined {
  return roleCatalog.find((role) => role.value === roleId)?.label;
}

export function roleIdOf(roleName: string): number {
  return roleCatalog.find((role) => role.label === roleName)?.value ?? 3;
}
