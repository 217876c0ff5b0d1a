import type { OutgoingMail } from './mailer.js';

/** The Spanish e-mails the gateway sends. */
export function verificationMail(to: string, firstName: string, link: string): OutgoingMail {
  return {
    to,
    subject: 'Confirma tu correo electrónico - Muro Pride',
    text: `Hola ${firstName}:\n\nGracias por registrarte en Muro Pride. Confirma tu correo electrónico con este enlace:\n${link}\n\nSi no creaste esta cuenta, ignora este mensaje.`,
    links: [link],
  };
}

export function resetPasswordMail(to: string, link: string): OutgoingMail {
  return {
    to,
    subject: 'Restablece tu contraseña - Muro Pride',
    text: `Recibimos una solicitud para restablecer tu contraseña. Usa este enlace dentro de la próxima hora:\n${link}\n\nSi no la solicitaste, ignora este mensaje: tu contraseña no cambiará.`,
    links: [link],
  };
}

export function contactMail(
  to: string,
  product: string,
  from: string,
  subject: string,
  message: string,
): OutgoingMail {
  return {
    to,
    subject: `[${product}] Contacto: ${subject}`,
    text: `Mensaje recibido desde el formulario de contacto.\n\nCorreo: ${from}\nAsunto: ${subject}\n\n${message}`,
    links: [],
  };
}

/** A person HR registered: confirm the address, then choose a password with '¿Olvidaste tu contraseña?'. */
export function welcomeMail(to: string, firstName: string, link: string, withPassword = false): OutgoingMail {
  const password = withPassword
    ? 'Inicia sesión con la contraseña que te dio Recursos Humanos.'
    : 'Después elige tu contraseña con la opción "¿Olvidaste tu contraseña?" de la página de inicio de sesión.';
  return {
    to,
    subject: 'Bienvenida a Muro Pride',
    text: `Hola ${firstName}:\n\nRecursos Humanos creó tu cuenta en Muro Pride. Confirma tu correo electrónico con este enlace:\n${link}\n\n${password}`,
    links: [link],
  };
}
