/** Words of HR's invitation links (docs/decisions/0261). */
export const invitationMessages = {
  title: 'Enlaces de invitación',
  back: 'Volver a usuarios',
  intro:
    'Con un enlace de invitación, quienes no tienen el correo de la empresa se registran en su comunidad. Compártelo solo con las personas que deben unirse.',
  create: 'Crear enlace',
  validDays: 'Días de vigencia',
  maxUses: 'Personas que pueden unirse',
  daysRange: 'Elige de 1 a 90 días.',
  usesRange: 'Elige de 1 a 1000 personas.',
  createFailed: 'No se pudo crear el enlace',
  issuedTitle: 'Enlace creado',
  issuedLink: 'Enlace de invitación',
  copyNow: 'Cópialo ahora: por seguridad no se volverá a mostrar.',
  copy: 'Copiar enlace',
  copied: 'Enlace copiado',
  list: 'Enlaces creados',
  columns: {
    created: 'Creado',
    expires: 'Vence',
    uses: 'Personas registradas',
    status: 'Estado',
    createdBy: 'Creado por',
    options: 'Opciones',
  },
  usesOf: (uses: number, max: number) => `${uses} de ${max}`,
  status: {
    active: 'Activo',
    expired: 'Vencido',
    usedUp: 'Agotado',
    revoked: 'Desactivado',
  },
  revoke: 'Desactivar',
  revokeNamed: (created: string) => `Desactivar el enlace creado el ${created}`,
  revokeQuestion:
    'Nadie más podrá registrarse con este enlace. Quienes ya se unieron seguirán en la comunidad.',
  revokeFailed: 'No se pudo desactivar el enlace',
} as const;
