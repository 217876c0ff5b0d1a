import { profileTexts } from '@domain/messages/profile';

/** Spanish texts of the erasure dialog (docs/decisions/0309); what the gateway also says comes from domain/. */
export const erasureMessages = {
  word: profileTexts.eraseWord,
  wordLabel: `Escribe ${profileTexts.eraseWord} para confirmar`,
  wordWrong: profileTexts.eraseWordWrong,
  passwordLabel: 'Contraseña actual',
  passwordNeeded: profileTexts.erasePasswordNeeded,
  cannotUndo: 'Esta acción no se puede deshacer.',
  cancel: 'Cancelar',
  confirm: 'Eliminar definitivamente',
  close: 'Cerrar',
  failed: 'No pudimos eliminar la cuenta. Inténtalo de nuevo.',
  erasedPerson: profileTexts.erasedPerson,
  /** The person's own account, from the profile. */
  own: {
    title: 'Eliminar mi cuenta',
    text:
      'Se borran tu perfil, tus archivos y tus datos personales. Tus comentarios y mensajes se conservan ' +
      `para las demás personas como «${profileTexts.erasedPerson}», y tus compras y puntos se guardan sin tu ` +
      'nombre para la contabilidad.',
    open: 'Eliminar mi cuenta',
    question: '¿Eliminar tu cuenta?',
    warning:
      'Tu sesión se cerrará en todos tus dispositivos y no podrás volver a entrar con esta cuenta. Si ' +
      'quieres una copia, descarga antes «Mis datos».',
    erased: profileTexts.erased,
  },
  /** One of the company's people, from HR's console. */
  person: {
    open: 'Eliminar a esta persona',
    question: (name: string) => `¿Eliminar a ${name}?`,
    warning:
      'Se borran su perfil, sus archivos y sus datos personales, y sus sesiones se cierran. Sus comentarios ' +
      `y mensajes se conservan como «${profileTexts.erasedPerson}». Queda registrado en la bitácora.`,
    erased: profileTexts.personErased,
  },
} as const;
