/** Spanish texts of uploads, shared by the registrar, the upload checks and their tests. */
export const uploadMessages = {
  tooLarge: (megabytes: number) => `El archivo supera el tamaño máximo de ${megabytes} MB.`,
  notAllowed: (kinds: string) => `El archivo no es válido: solo se aceptan archivos ${kinds}.`,
  badForm: 'El formulario enviado no es válido; vuelve a intentarlo.',
  notMultipart: 'El tipo de contenido no es compatible; envía multipart/form-data.',
  unknownFile: 'Este campo no acepta archivos.',
  tooManyFiles: 'Se enviaron demasiados archivos.',
} as const;
