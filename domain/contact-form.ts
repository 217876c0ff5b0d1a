/**
 * Limits and texts of the two contact forms, the footer's (spec 000 §5, §9) and /help's (spec 001 §8, decision
 * 0161): the portal checks them for comfort and the gateway applies them.
 */

/** Longest subject (footer) or name (/help), and shortest message, in characters. */
export const CONTACT_TEXT_MAX = 100;
export const CONTACT_MESSAGE_MIN = 10;

export const contactTexts = {
  textMax: '*Campo requerido, máximo 100 caracteres.',
  email: '*Ingresa un correo electrónico valido',
  message: '*Ingresa un mensaje de al menos 10 caracteres.',
  tooMany: 'Enviaste demasiados mensajes en la última hora. Espera un poco e inténtalo de nuevo.',
  sent: 'Correo enviado exitosamente',
  failed: 'Hubo un error al intentar enviar el correo',
} as const;

/** The outcomes /help words its own way. */
export const helpTexts = {
  sent: 'Gracias por comunicarte con nosotros, en breve un ejecutivo se pondrá en contacto.',
  failed: 'Ocurrió un error al enviar la información.',
} as const;
