/** Role names the portal checks (spec 000 §6, spec 002 §6). */
export const roles = {
  humanResources: 'Recursos Humanos',
  operations: 'Operaciones',
} as const;

/**
 * The role-guard rule: a role name is admitted when it contains one of the allowed names,
 * compared case-insensitively.
 */
export function hasAllowedRole(roleName: string | null | undefined, allowed: readonly string[]): boolean {
  if (!roleName) return false;
  const name = roleName.toLocaleLowerCase('es-MX');
  return allowed.some((role) => role !== '' && name.includes(role.toLocaleLowerCase('es-MX')));
}

/** Exact role check (case-insensitive), for places the spec says "the role name is". */
export function isRole(roleName: string | null | undefined, role: string): boolean {
  return roleName?.trim().toLocaleLowerCase('es-MX') === role.toLocaleLowerCase('es-MX');
}
