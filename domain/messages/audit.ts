/**
 * Spanish texts of the audit log (docs/decisions/0306) that the gateway writes in its CSV file and the consoles
 * show: the names of the areas and of the kinds of act.
 */
export const auditTexts = {
  /** An area by the contract's tag; `auth` holds sign-ins and password resets. */
  areas: {
    auth: 'Acceso',
    'admin-users': 'Usuarios',
    'admin-invitations': 'Invitaciones',
    'admin-control': 'Control',
    'admin-surveys': 'Encuestas',
    'admin-courses': 'Cartelera',
    'admin-recognition': 'Reconocimientos',
    'admin-filters': 'Filtros de recompensas',
    'admin-posts': 'Mundo Pride',
    'admin-talks': 'Pride Talks',
    'admin-generic': 'Publicaciones genéricas',
    billboard: 'Eventos',
    chat: 'Chat',
    'job-bank': 'Bolsa de trabajo',
    directory: 'Directorio',
    storage: 'Archivos',
    'operator-rewards': 'Recompensas de operación',
    'operator-companies': 'Empresas',
    profile: 'Perfil',
  } as Record<string, string>,
  /** The acts the gateway names itself; an operation of the contract is named by its kind. */
  actions: {
    signIn: 'Inicio de sesión',
    signInFailed: 'Inicio de sesión fallido',
    passwordReset: 'Contraseña restablecida',
    roleChanged: 'Cambio de rol',
    downloadMyData: 'Descarga de sus datos',
    downloadPersonData: 'Descarga de los datos de una persona',
    deleteMe: 'Eliminó su cuenta',
    erasePerson: 'Eliminación de una cuenta',
    retentionApplied: 'Conservación de datos aplicada',
    receiptsExpired: 'Comprobantes de cuentas eliminadas vencidos',
  } as Record<string, string>,
  kinds: { created: 'Alta', changed: 'Cambio', removed: 'Baja', other: 'Acción' },
  csvColumns: [
    'Fecha',
    'Empresa',
    'Persona',
    'Correo',
    'Rol',
    'Dirección IP',
    'Área',
    'Acción',
    'Operación',
    'Entidad',
    'Antes',
    'Después',
  ],
  csvName: (day: string) => `bitacora-${day}.csv`,
} as const;

/** An area's name, or its tag when it has none yet. */
export const auditAreaName = (area: string): string => auditTexts.areas[area] ?? area;

/** What kind of act an operation was, read from its operationId (createX, updateX, deleteX...). */
export function auditActionName(action: string): string {
  const named = auditTexts.actions[action];
  if (named) return named;
  const { kinds } = auditTexts;
  if (/^(create|insert|add|upload|register|invite|load)/i.test(action)) return kinds.created;
  if (/^(update|edit|put|set|change|save|approve|reject|authori[sz]e|activate|customi[sz]e)/i.test(action))
    return kinds.changed;
  if (/^(delete|remove|deactivate|revoke|cancel|drop)/i.test(action)) return kinds.removed;
  return kinds.other;
}
