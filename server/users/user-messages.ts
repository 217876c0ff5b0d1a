import { profileTexts } from '../../domain/messages/profile.js';
import { userLoadTexts } from '../../domain/messages/users.js';
import { areaUploadMessages } from '../../domain/upload-messages.js';

/** Spanish texts of HR's user administration and bulk load (spec 002 §5, §8). */
export const userMessages = {
  created: 'Usuario guardado exitosamente',
  updated: 'Usuario actualizado exitosamente',
  verified: 'Correo verificado correctamente',
  taken: 'El correo electrónico o el número de empleado ya está registrado.',
  notFound: 'El usuario no existe.',
  required: '*Campo Requerido',
  emailFormat: '*Formato incorrecto',
  unknownRole: 'El perfil no existe.',
  roleNotAllowed: 'Solo puedes asignar el perfil Usuario o Recursos Humanos.',
  unknownUnit: 'El valor no existe o está inactivo.',
  loadStarted: 'El proceso de carga de usuarios inició correctamente',
  fileMissing: userLoadTexts.fileMissing,
  notCsv: areaUploadMessages.userLoadCsv,
  emptyFile: 'El archivo no tiene filas de usuarios.',
  badHeader: 'Las columnas del archivo no coinciden con la plantilla.',
  tooManyRows: 'El archivo supera el máximo de 10,000 filas.',
  duplicateInFile: 'El número de empleado se repite en el archivo.',
  loadNotFound: 'La carga no existe.',
  personDataTooOften: profileTexts.personDataTooOften,
} as const;
