import { Roles, type RoleName } from '../../domain/roles.js';

/** The 'Perfil' catalogue of the user form: each role name with a stable id (docs/decisions/0090). */
export const roleCatalog: { value: number; label: RoleName }[] = [
  { value: 1, label: Roles.hr },
  { value: 2, label: Roles.operations },
  { value: 3, label: Roles.member },
];

/**
 * The roles HR may give: the member roles of its own company. 'Operaciones' runs the platform, above every
 * company, so it is never HR's to give (docs/decisions/0230).
 */
export const hrRoleCatalog = roleCatalog.filter((role) => role.label !== Roles.operations);

export function roleNameOf(roleId: number): RoleName | undefined {
  return roleCatalog.find((role) => role.value === roleId)?.label;
}

export function roleIdOf(roleName: string): number {
  return roleCatalog.find((role) => role.label === roleName)?.value ?? 3;
}

export const hrMayGive = (roleName: RoleName) => hrRoleCatalog.some((role) => role.label === roleName);
