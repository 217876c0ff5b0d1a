import { profileTexts } from '../../domain/messages/profile.js';

/** Spanish texts of the profile calls (spec 000 §5 and §8); tests assert these same constants. */
export const profileMessages = {
  saved: profileTexts.saved,
  wrongCurrentPassword: profileTexts.wrongCurrentPassword,
  namesLocked: 'No puedes cambiar tu nombre porque creaste tu cuenta con un proveedor externo.',
  photoLocked: profileTexts.photoLocked,
  passwordUnavailable: 'Tu cuenta usa un proveedor externo; no tiene contraseña que cambiar.',
  currentPasswordNeeded: 'Escribe tu contraseña actual para cambiarla.',
  myDataTooOften: profileTexts.myDataTooOften,
} as const;
