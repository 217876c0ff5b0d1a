/** Role names as the spec writes them (spec 000 §6, spec 002 §6); `x-roles` in the contract lists their keys. */
export const Roles = {
  hr: 'Recursos Humanos',
  operations: 'Operaciones',
  member: 'Usuario',
} as const;

export type RoleName = (typeof Roles)[keyof typeof Roles];

const folded = (name: string) => name.toLocaleLowerCase('es-MX');

/**
 * The role rule of spec 000 §6: a role name is admitted when it contains one of the allowed names, ignoring
 * case. An empty allowed name admits nobody, so a blank entry cannot open a guard.
 */
export function hasRole(roleName: string | null | undefined, allowed: readonly string[]): boolean {
  if (!roleName) return false;
  const role = folded(roleName);
  return allowed.some((name) => name !== '' && role.includes(folded(name)));
}

/** Exact role check (case-insensitive, surrounding spaces ignored), where the spec says "the role name is". */
export function isRole(roleName: string | null | undefined, role: string): boolean {
  return roleName != null && folded(roleName.trim()) === folded(role);
}
