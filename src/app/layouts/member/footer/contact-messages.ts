/** The contact form's texts (spec 000 §5 and §8). */
export const contactMessages = {
  subject: '*Campo requerido, máximo 100 caracteres.',
  email: '*Ingresa un correo electrónico valido',
  message: '*Ingresa un mensaje de al menos 10 caracteres.',
  sent: 'Correo enviado exitosamente',
  failed: 'Hubo un error al intentar enviar el correo',
  tooMany: 'Enviaste demasiados mensajes en la última hora. Espera un poco e inténtalo de nuevo.',
} as const;

/** Spec 000 §9: subject at most 100 characters, message at least 10. */
export const SUBJECT_MAX = 100;
export const MESSAGE_MIN = 10;
