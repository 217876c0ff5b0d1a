/** Spanish texts of the profile calls (spec 000 §5 and §8); tests assert these same constants. */
export const profileMessages = {
  saved: 'Tu perfil fue actualizado exitosamente',
  wrongCurrentPassword: 'El campo contraseña actual es incorrecta',
  namesLocked: 'No puedes cambiar tu nombre porque creaste tu cuenta con un proveedor externo.',
  photoLocked: 'No puedes subir otra foto de perfil porque creaste tu cuenta con un proveedor externo.',
  passwordUnavailable: 'Tu cuenta usa un proveedor externo; no tiene contraseña que cambiar.',
  currentPasswordNeeded: 'Escribe tu contraseña actual para cambiarla.',
} as const;
