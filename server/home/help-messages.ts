/** Spanish texts of the /help contact form (spec 001 §8; field rules in docs/decisions/0161). */
export const helpMessages = {
  sent: 'Gracias por comunicarte con nosotros, en breve un ejecutivo se pondrá en contacto.',
  failed: 'Ocurrió un error al enviar la información.',
  name: '*Campo requerido, máximo 100 caracteres.',
  email: '*Ingresa un correo electrónico valido',
  message: '*Ingresa un mensaje de al menos 10 caracteres.',
} as const;
