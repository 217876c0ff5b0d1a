/** Role names as the spec writes them; role checks compare them with hasRole/requireRole. */
export const Roles = {
  hr: 'Recursos Humanos',
  operations: 'Operaciones',
  member: 'Usuario',
} as const;

export type RoleName = (typeof Roles)[keyof typeof Roles];
