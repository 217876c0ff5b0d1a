/** Spanish texts of uploads, shared by the registrar, the upload checks and their tests. */
export const uploadMessages = {
  tooLarge: (megabytes: number) => `El archivo supera el tamaño máximo de ${megabytes} MB.`,
  requestTooLarge: (megabytes: number) =>
    `Los archivos enviados juntos superan el máximo de ${megabytes} MB; envía menos o más ligeros.`,
  notAllowed: (kinds: string) => `El archivo no es válido: solo se aceptan archivos ${kinds}.`,
  damagedImage: 'La imagen está dañada o no es una imagen válida.',
  imageTooSmall: (width: number, height: number) =>
    `La imagen es demasiado pequeña: debe medir al menos ${width} × ${height} píxeles.`,
  imageTooBig: (width: number, height: number) =>
    `La imagen es demasiado grande: debe medir como máximo ${width} × ${height} píxeles.`,
  badForm: 'El formulario enviado no es válido; vuelve a intentarlo.',
  notMultipart: 'El tipo de contenido no es compatible; envía multipart/form-data.',
  unknownFile: 'Este campo no acepta archivos.',
  tooManyFiles: 'Se enviaron demasiados archivos.',
  tooManyInField: (count: number) => `Puedes enviar como máximo ${count} archivos en este campo.`,
  quotaFull: (megabytes: number) =>
    `Alcanzaste tu espacio de ${megabytes} MB para archivos; reemplaza o borra alguno antes de subir otro.`,
} as const;
