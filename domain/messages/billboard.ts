import { fieldTexts } from './common.js';

/** Spanish texts of the event request's fields that the gateway sends and the form checks (spec 001 §5, §9). */
export const eventFieldTexts = {
  required: '*Campo requerido',
  digits: 'Sólo se permiten números',
  letters: 'Sólo se permiten letras',
  zip: 'Se necesitan 5 dígitos',
  ownerPhone: fieldTexts.phone,
  email: '*Se necesita un formato de correo',
  duration: 'Tu evento necesita una duración mayor a 0 minutos',
  pastDate: 'La fecha no puede ser anterior a hoy',
  endBeforeStart: 'La fecha de fin debe ser posterior a la de inicio',
  salesAfterEvent: 'La venta de boletos debe terminar antes de que empiece el evento',
  clabe: 'La CLABE debe tener 18 dígitos y un dígito de control válido',
  rfc: 'El formato de R.F.C. es erróneo',
  constancyMissing: 'Falta el archivo de constancia de situación fiscal',
  bankCoverMissing: 'Falta la carátula de tu estado de cuenta',
} as const;

/** Spanish texts of an event's review that the gateway sends and the consoles show (spec 001 §5). */
export const eventTexts = {
  approved: 'El evento se autorizó correctamente',
  rejected: 'El evento se rechazó correctamente',
  notFound: 'El evento no existe',
} as const;

/** Spanish texts of the recommendations' console that the gateway sends and the form checks (spec 002 §5). */
export const courseTexts = {
  needsFile: 'Debe agregarse al menos un archivo',
  endBeforeStart: 'La fecha de fin no puede ser anterior a la de inicio',
  link: 'El enlace debe empezar con https:// o http://',
} as const;
