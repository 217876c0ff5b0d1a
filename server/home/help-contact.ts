import { CONTACT_MESSAGE_MIN, CONTACT_TEXT_MAX } from '../../domain/contact-form.js';
import type { HelpContactPayload as HelpContact } from '../../openapi/generated/schema.js';
import { isEmail, normalizeEmail } from '../auth/input-rules.js';
import type { FieldError } from '../domain-errors.js';
import type { OutgoingMail } from '../mail/mailer.js';
import { helpMessages as m } from './help-messages.js';

export function helpContactErrors(body: HelpContact): FieldError[] {
  const errors: FieldError[] = [];
  const name = body.name.trim();
  if (name === '' || name.length > CONTACT_TEXT_MAX) errors.push({ field: 'name', message: m.name });
  if (!isEmail(normalizeEmail(body.email))) errors.push({ field: 'email', message: m.email });
  if (body.message.trim().length < CONTACT_MESSAGE_MIN) errors.push({ field: 'message', message: m.message });
  return errors;
}

/** The e-mail the company's mailbox receives; the sender's address is the reply-to in the text. */
export function helpContactMail(to: string, body: HelpContact): OutgoingMail {
  const business = body.businessName.trim();
  return {
    to,
    subject: `Atención a Usuarios: ${body.name.trim()}`,
    text: [
      'Mensaje recibido desde la página de ayuda.',
      '',
      `Nombre: ${body.name.trim()}`,
      `Empresa: ${business === '' ? 'No indicada' : business}`,
      `Correo: ${normalizeEmail(body.email)}`,
      '',
      body.message.trim(),
    ].join('\n'),
    links: [],
  };
}
