import { accountTexts, authTexts } from '../domain/messages/auth.js';
import { contactTexts } from '../domain/contact-form.js';

/** Every Spanish text the gateway sends, in one place so tests assert the same constants. */
export const messages = {
  loginFailed: authTexts.loginFailed,
  loginOk: 'Inicio de sesión exitoso.',
  membershipNeeded: 'Para continuar necesitas pagar tu membresía.',
  accountInactive:
    'Tu cuenta está desactivada. Si crees que es un error, comunícate con Recursos Humanos de tu empresa.',
  companyInactive:
    'Tu empresa ya no tiene acceso a Muro Pride. Si crees que es un error, comunícate con Recursos Humanos.',
  tooManyAttempts: 'Demasiados intentos fallidos. Espera unos minutos e inténtalo de nuevo.',
  externalLoginFailed: {
    2: authTexts.appleFailed,
    3: authTexts.googleFailed,
  },
  externalLoginWrongProvider: 'Elige Apple o Google para iniciar sesión con un proveedor externo.',
  sessionRenewed: 'Sesión renovada.',
  sessionExpired: 'Tu sesión expiró, por favor inicia sesión de nuevo.',
  loggedOut: 'Sesión cerrada.',
  registered: authTexts.registered,
  verified: 'Tu cuenta fue verificada exitosamente.',
  verifyFailed: 'El código de verificación no es válido, ya fue utilizado o expiró.',
  resetLinkSent: authTexts.resetLinkSent,
  passwordChanged: authTexts.passwordChanged,
  passwordNotChanged: authTexts.passwordNotChanged,
  userNotFound: accountTexts.userNotFound,
  companyNotFound: 'La empresa no existe.',
  genderIdentityNotFound: 'La identidad de género no existe.',
  flagChanged: accountTexts.flagChanged,
  contactSent: contactTexts.sent,
  contactFailed: contactTexts.failed,
  tooManyMessages: contactTexts.tooMany,
  tracked: 'Evento registrado.',
  field: {
    required: '*Campo requerido',
    emailFormat: authTexts.emailFormat,
    passwordRules: accountTexts.passwordRules,
    passwordsDiffer: authTexts.passwordsDiffer,
    minimumAge: authTexts.minimumAge,
    contactSubject: contactTexts.textMax,
    contactEmail: contactTexts.email,
    contactMessage: contactTexts.message,
    mobilesDiffer: 'Los números de celular no coinciden.',
  },
  http: {
    invalidInput: 'La información enviada no es válida. Revisa los campos indicados.',
    malformedJson: 'El cuerpo de la solicitud no es un JSON válido.',
    unsupportedMediaType: 'El tipo de contenido no es compatible; envía application/json.',
    bodyTooLarge: 'La solicitud excede el tamaño permitido.',
    unauthenticated: 'Tu sesión no es válida o expiró. Inicia sesión de nuevo.',
    forbidden: 'No tienes permiso para realizar esta acción.',
    notFound: 'El recurso solicitado no existe.',
    internalError: 'Ocurrió un error inesperado. Inténtalo de nuevo más tarde.',
  },
} as const;
