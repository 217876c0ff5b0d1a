/** Spanish texts of uploads, shared by the gateway's registrar and checks, the portal's uploader and their tests. */
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

/** The file uploader of spec 001 §5 ("File uploader (general)"); areas that refuse with the same words use these. */
export const uploaderMessages = {
  tooLarge: (megabytes: number) => `¡Ups! EL archivo debe ser menor a ${megabytes} MB.`,
  severalTooLarge: (megabytes: number) =>
    `¡Cuidado! Los archivos que exceden los ${megabytes} MB no se subieron`,
  notAllowed: 'El archivo es un formato no permitido',
  imageTooBig: 'La imagen excede las dimensiones permitidas',
} as const;

/** The refusals an area's spec words its own way (spec 000 §5, spec 001 §5, spec 002 §5). */
export const areaUploadMessages = {
  cvTooLarge: 'El tamaño debe ser menor a 10MB',
  cvFormat: 'Formato no válido',
  jobLogo: 'El logo debe ser una imagen (png, jpg o webp).',
  levelIcon: 'Debe cargar un archivo .svg o .ico',
  surveyImage: 'Sólo puedes subir archivos de tipo imagen',
  userLoadCsv: 'El archivo no es un formato .csv',
} as const;
