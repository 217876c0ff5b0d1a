/** Spanish texts of the profile that the gateway sends and the portal shows (spec 000 §5, §8). */
export const profileTexts = {
  wrongCurrentPassword: 'El campo contraseña actual es incorrecta',
  photoLocked: 'No puedes subir otra foto de perfil porque creaste tu cuenta con un proveedor externo.',
  saved: 'Tu perfil fue actualizado exitosamente',
  /** "Mis datos" (docs/decisions/0307). */
  myDataTooOften: 'Ya descargaste tus datos varias veces en la última hora. Inténtalo más tarde.',
  myDataFile: (day: string) => `mis-datos-${day}.zip`,
  personDataTooOften: 'Descargaste muchos archivos de datos en la última hora. Inténtalo más tarde.',
  personDataFile: (userId: number, day: string) => `datos-${userId}-${day}.zip`,
  /** Erasing an account (docs/decisions/0309): the confirmation word and what shows where the person was. */
  eraseWord: 'ELIMINAR',
  eraseWordWrong: 'Escribe ELIMINAR, en mayúsculas, para confirmar.',
  erasePasswordNeeded: 'Escribe tu contraseña actual.',
  erasedPerson: 'Persona usuaria eliminada',
  erased: 'Tu cuenta se eliminó. Gracias por haber sido parte de la comunidad.',
  personErased: 'La cuenta de la persona se eliminó.',
  eraseSelfRefused: 'Para eliminar tu propia cuenta, usa «Eliminar mi cuenta» en tu perfil.',
  erasuresTooOften: 'Eliminaste muchas cuentas en la última hora. Inténtalo más tarde.',
} as const;
