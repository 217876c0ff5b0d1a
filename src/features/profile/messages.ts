import { accountTexts } from '@domain/messages/auth';
import { directoryTexts } from '@domain/messages/directory';
import { profileTexts } from '@domain/messages/profile';

/** Every text the profile area shows (spec 000 §2 /profile, §5, §8); tests assert these same constants. */
export const profileMessages = {
  title: 'Mi perfil',
  levels: {
    title: 'Mis niveles de reconocimiento',
    none: 'Aún no recibes reconocimientos.',
    count: (n: number) => (n === 1 ? '1 reconocimiento' : `${n.toLocaleString('es-MX')} reconocimientos`),
  },
  close: 'Cerrar',
  visitor: {
    title: 'Inicia sesión para ver tu perfil',
    text: 'Usa el botón «Ingresar» de la parte superior para entrar con tu cuenta.',
  },
  loading: 'Cargando tu perfil',
  loadFailed: 'No pudimos cargar tu perfil.',
  banner: {
    title: 'Completa tu perfil',
    text: 'Agrega tu pronombre, tu foto y tu bandera para que la comunidad te conozca.',
  },
  wizard: {
    title: 'Configura tu perfil',
    stepsLabel: 'Pasos para configurar tu perfil',
    steps: ['Información personal', 'Foto de perfil', 'Tu bandera'],
    stateCompleted: 'completado',
    stateCurrent: 'paso actual',
    stateDisabled: 'pendiente',
    progress: (value: number) => `Perfil completado al ${value} %`,
    back: 'Regresar',
    next: 'Guardar y continuar',
    save: 'Guardar',
    doneTitle: '¡Tu perfil está listo!',
    doneText: profileTexts.saved,
    toProfile: 'Ver mi perfil',
  },
  fields: {
    firstName: 'Nombre',
    middleName: 'Segundo nombre',
    lastName: 'Apellidos',
    birthday: 'Fecha de nacimiento',
    pronoun: 'Pronombre',
    nickname: 'Apodo',
    photo: 'Foto de perfil',
    photoHint: 'Formatos png, jpeg, jpg o webp; máximo 10 MB.',
    flag: 'Elige tu bandera',
    additionalEmail: 'Correo adicional',
    currentPassword: 'Contraseña actual',
    newPassword: 'Nueva contraseña',
  },
  pronouns: ['Él', 'Ella', 'Elle', 'Otro'],
  validation: {
    required: '*Campo requerido',
    minimumAge: 'Debes tener al menos 18 años',
    emailFormat: 'No es un formato de correo válido',
    passwordRules: 'La contraseña no cumple con los requisitos',
    photoType: 'Solo puedes subir imágenes png, jpeg, jpg o webp.',
    photoSize: 'La foto supera el tamaño máximo de 10 MB.',
  },
  photoLocked: profileTexts.photoLocked,
  myData: {
    title: 'Mis datos',
    text: 'Descarga en un archivo ZIP todo lo que el portal guarda sobre ti: tu perfil, tus sesiones, compras, puntos, reconocimientos, encuestas, comentarios, mensajes, empleos, directorio, eventos y los archivos que subiste.',
    download: 'Descargar mis datos',
    failed: 'No se pudieron descargar tus datos.',
  },
  notices: {
    saved: profileTexts.saved,
    flagSaved: accountTexts.flagChanged,
    failed: 'Error al actualizar el perfil.',
    retry: 'Vuelve a intentarlo, por favor',
    wrongCurrentPassword: profileTexts.wrongCurrentPassword,
  },
  header: {
    photoAlt: (name: string) => `Foto de perfil de ${name}`,
    flagAlt: (name: string) => `Bandera ${name}`,
    birthday: 'Fecha de nacimiento',
    seniority: 'Antigüedad',
    edit: 'Editar perfil',
    noFlag: 'Sin bandera',
  },
  drawer: {
    title: 'Editar perfil',
    save: 'Guardar cambios',
    cancel: 'Cancelar',
    password: 'Cambiar contraseña',
  },
  /** The additional (recovery) e-mail, a verified act (docs/decisions/0213-verified-additional-email.md). */
  additionalEmail: {
    title: 'Correo adicional',
    save: 'Guardar correo adicional',
    pending: (email: string) => `Te enviamos un enlace a ${email} para confirmarlo.`,
    meanwhile: (email: string) =>
      `Mientras no lo abras, los enlaces para restablecer tu contraseña siguen llegando a ${email}.`,
    verified: (email: string) =>
      `${email} está confirmado: ahí también te llegan los enlaces para restablecer tu contraseña.`,
    unverified: (email: string) =>
      `${email} aún no está confirmado y no recibe enlaces para restablecer tu contraseña. Guárdalo con tu contraseña para recibir un enlace de confirmación.`,
    none: 'Agrega un correo adicional para recibir ahí también los enlaces para restablecer tu contraseña; lo confirmarás con un enlace que te enviaremos.',
    passwordHint: 'Escribe tu contraseña actual para cambiar o quitar tu correo adicional.',
  },
  flagCard: { title: 'My Flag', change: 'Change my flag', dialogTitle: 'Cambia tu bandera', save: 'Guardar' },
  tabs: {
    label: 'Tu actividad en Muro Pride',
    activities: 'Actividades',
    services: 'Servicios publicados',
    applications: 'Mis postulaciones',
    empty: 'No hay registros disponibles',
    notAvailable: 'No disponible',
    sortBy: (column: string) => `Ordenar por ${column}`,
  },
  columns: {
    type: 'Tipo',
    name: 'Nombre',
    endDate: 'Fecha de fin',
    number: 'Número',
    fullName: 'Nombre completo',
    validity: 'Vigencia',
    status: 'Estatus',
    actions: 'Acciones',
    category: 'Categoría',
    subcategory: 'Subcategoría',
    details: 'Detalles',
    jobId: 'Id de vacante',
    title: 'Título',
    location: 'Ubicación',
    company: 'Empresa',
    applied: 'Fecha de postulación',
  },
  services: {
    remove: 'Dar de Baja',
    removeQuestion: (name: string) => `¿Deseas dar de baja «${name}» del directorio?`,
    removeConfirm: 'Sí, dar de baja',
    removed: directoryTexts.removed,
    showDetails: (name: string) => `Ver detalles de ${name}`,
    hideDetails: (name: string) => `Ocultar detalles de ${name}`,
    cardRejected: 'Tarjeta rechazada',
    cardPending: 'Falta verificar la tarjeta',
    retryCard: 'Reintentar verificación',
    completeCard: 'Completar verificación',
  },
} as const;

/** 'Error al actualizar el perfil.' or the server's message, plus 'Vuelve a intentarlo, por favor'. */
export function failureText(error: unknown): string {
  const message = error instanceof Error && error.message ? error.message : profileMessages.notices.failed;
  return `${message} ${profileMessages.notices.retry}`;
}
