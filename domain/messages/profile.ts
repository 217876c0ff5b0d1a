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
} as const;
