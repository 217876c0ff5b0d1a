/** Outcome texts the consoles of several areas share, as the gateway sends them and the portal shows them. */
export const outcomeTexts = {
  saved: 'Se guardó exitosamente',
  created: '¡Se creó correctamente!',
  recordSaved: 'Registro guardado exitosamente',
  updated: 'Se actualizó correctamente',
  deactivated: 'Se desactivó correctamente',
  deleted: '¡Se eliminó correctamente!',
  saveFailed: 'Error al guardar',
  failed: 'Ocurrió un error',
} as const;

/** Field refusals several areas' specs word the same way. */
export const fieldTexts = {
  email: 'Correo incorrecto, por favor revise.',
  phone: 'Se necesitan 10 números',
  leadingSpace: 'No se aceptan espacios en blanco al inicio',
  youtubeOnly: 'Solo se aceptan videos de YouTube (https://www.youtube.com/embed/...)',
  usersMissing: 'Debes elegir al menos un usuario',
} as const;
