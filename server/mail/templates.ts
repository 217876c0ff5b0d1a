import type { OutgoingMail } from './mailer.js';

/** The Spanish e-mails the gateway sends. */
/** The welcome of a new account: it names the community joined (docs/decisions/0260). */
export function verificationMail(
  to: string,
  firstName: string,
  companyName: string,
  link: string,
): OutgoingMail {
  return {
    to,
    subject: 'Confirma tu correo electrónico - Muro Pride',
    text: `Hola ${firstName}:\n\nGracias por registrarte en Muro Pride. Te uniste a la comunidad de ${companyName}. Confirma tu correo electrónico con este enlace:\n${link}\n\nSi no creaste esta cuenta, ignora este mensaje.`,
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

/** The first character, then '•••', then the domain (v•••@gmail.com): the owner recognises it, others learn little. */
function masked(email: string): string {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, Math.min(1, at))}•••${email.slice(at)}`;
}

const notYou =
  'Si no fuiste tú, cambia tu contraseña y avisa a Recursos Humanos de tu empresa: alguien más pudo entrar a tu cuenta.';

/** The link that proves a new additional e-mail is its owner's; only opening it makes the change. */
export function additionalEmailLinkMail(to: string, link: string): OutgoingMail {
  return {
    to,
    subject: 'Confirma tu correo adicional - Muro Pride',
    text: `Pediste usar esta dirección como correo adicional de tu cuenta en Muro Pride; ahí también te llegarán los enlaces para restablecer tu contraseña. Confírmala con este enlace dentro de las próximas 24 horas:\n${link}\n\nSi no lo pediste, ignora este mensaje: la dirección no se agregará.`,
    links: [link],
  };
}

/** Tells the addresses already on the account that another one was asked for. */
export function additionalEmailRequestedMail(to: string, requested: string): OutgoingMail {
  return {
    to,
    subject: 'Se pidió cambiar tu correo adicional - Muro Pride',
    text: `Se pidió usar ${masked(requested)} como correo adicional de tu cuenta en Muro Pride. El cambio se hará solo cuando se abra el enlace que enviamos a esa dirección.\n\n${notYou}`,
    links: [],
  };
}

/** Tells the addresses on the account that the additional e-mail was removed. */
export function additionalEmailRemovedMail(to: string): OutgoingMail {
  return {
    to,
    subject: 'Se quitó tu correo adicional - Muro Pride',
    text: `Se quitó el correo adicional de tu cuenta en Muro Pride: los enlaces para restablecer tu contraseña llegarán solo a tu correo principal.\n\n${notYou}`,
    links: [],
  };
}

/**
 * Someone registered an address that already has an account: its owner hears of it (the form answered as
 * for a new address). An unconfirmed account gets a fresh verification link; a confirmed one, the way in.
 */
export function alreadyRegisteredMail(to: string, link: string, confirmed: boolean): OutgoingMail {
  const next = confirmed
    ? `Inicia sesión en ${link}; si no recuerdas tu contraseña, elige "¿Olvidaste tu contraseña?" en el inicio de sesión.`
    : `Tu cuenta aún no está confirmada. Confírmala con este enlace:\n${link}`;
  return {
    to,
    subject: 'Ya tienes una cuenta - Muro Pride',
    text: `Alguien intentó crear una cuenta de Muro Pride con esta dirección, pero ya tiene una.\n\n${next}\n\nSi no fuiste tú, ignora este mensaje: tu cuenta no cambió.`,
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

/** The new primary address HR gave a person: it signs in and receives reset links once confirmed (0232). */
export function confirmNewEmailMail(to: string, firstName: string, link: string): OutgoingMail {
  return {
    to,
    subject: 'Confirma tu nuevo correo electrónico - Muro Pride',
    text: `Hola ${firstName}:\n\nRecursos Humanos cambió el correo electrónico de tu cuenta de Muro Pride a esta dirección. Confírmala con este enlace:\n${link}\n\nHasta que la confirmes no podrás iniciar sesión ni recibir enlaces para restablecer tu contraseña.`,
    links: [link],
  };
}

/** HR changed an address of the account: said at the previous primary address, so an unexpected change shows. */
export function emailChangedMail(
  to: string,
  firstName: string,
  change: { email?: string; additionalEmail?: string | null },
): OutgoingMail {
  const lines: string[] = [];
  if (change.email !== undefined)
    lines.push(
      `Tu correo electrónico de inicio de sesión ahora es ${change.email}; se confirma con el enlace que enviamos a esa dirección.`,
    );
  if (change.additionalEmail !== undefined)
    lines.push(
      change.additionalEmail === null
        ? 'Tu correo adicional se eliminó.'
        : `Tu correo adicional ahora es ${change.additionalEmail}.`,
    );
  return {
    to,
    subject: 'Cambió un correo de tu cuenta - Muro Pride',
    text: `Hola ${firstName}:\n\nRecursos Humanos actualizó tu cuenta de Muro Pride.\n${lines.join('\n')}\n\nSi no esperabas este cambio, comunícate con Recursos Humanos de tu empresa.`,
    links: [],
  };
}
