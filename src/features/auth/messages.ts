import { authTexts } from '@domain/messages/auth';
import { signInButtonMessages } from './sign-in-button/messages';

/** Every text the auth area shows, as spec 000 §2, §5 and §8 write it; tests assert these same constants. */
export const authMessages = {
  openButton: signInButtonMessages.openButton,
  close: 'Cerrar',
  titles: {
    login: 'Iniciar sesión',
    register: 'Crear cuenta',
    recover: 'Recuperar contraseña',
    message: 'Aviso',
  },
  fields: {
    email: 'Correo electrónico',
    password: 'Contraseña',
    confirmPassword: 'Confirmar contraseña',
    firstName: 'Nombre',
    middleName: 'Segundo nombre (opcional)',
    lastName: 'Apellidos',
    birthday: 'Fecha de nacimiento',
    mobile: 'Celular (opcional)',
    mobileConfirm: 'Confirmar celular (opcional)',
    maritalStatus: 'Estado civil (opcional)',
    nationality: 'Nacionalidad (opcional)',
    countryState: 'Estado de residencia (opcional)',
    gender: 'Género (opcional)',
    postalCode: 'Código postal (opcional)',
    rfc: 'RFC (opcional)',
    newPassword: 'Nueva contraseña',
  },
  actions: {
    signIn: 'Ingresar',
    google: 'Continuar con Google',
    apple: 'Continuar con Apple',
    toRegister: 'Regístrate',
    toRecover: '¿Olvidaste tu contraseña?',
    toLogin: 'Volver a iniciar sesión',
    register: 'Crear cuenta',
    sendLink: 'Enviar enlace',
    accept: 'Aceptar',
    goHome: 'Ir al inicio',
    cancel: 'Cancelar',
    savePassword: 'Guardar nueva contraseña',
    backToForm: 'Volver a intentarlo',
  },
  hints: {
    noAccount: '¿Aún no tienes cuenta?',
    or: 'o',
    recoveryWhere:
      'Te enviaremos el link a este correo y a tu correo adicional, si ya lo confirmaste desde tu perfil.',
    recoveryHelp:
      'Si ya no puedes entrar a ninguno de tus correos, pide ayuda a Recursos Humanos de tu empresa.',
    enteringPortal: 'Ingresando…',
    loading: signInButtonMessages.loading,
    verifying: 'Verificando tu cuenta…',
    confirmingAdditionalEmail: 'Confirmando tu correo adicional…',
    signingOut: 'Cerrando sesión',
    passwordRules: 'Tu contraseña debe tener:',
    ruleMet: 'cumplido',
    rulePending: 'pendiente',
  },
  validation: {
    required: '*Campo requerido',
    emailFormat: authTexts.emailFormat,
    passwordsDiffer: authTexts.passwordsDiffer,
    passwordRules: 'La contraseña no cumple con los requisitos',
    minimumAge: authTexts.minimumAge,
    postalCode: 'El código postal debe tener 5 dígitos',
    rfc: 'No es un formato de RFC válido',
  },
  /** Which community the registration joins (docs/decisions/0260): said without naming guessable companies. */
  community: {
    general:
      'Con el correo de una empresa afiliada te unirás a su comunidad; con cualquier otro correo, a la comunidad general del portal.',
    checking: 'Revisando tu invitación…',
    invited: (companyName: string) => `Te invitó ${companyName}: al registrarte te unirás a su comunidad.`,
    invalidInvitation:
      'La invitación no es válida o ya venció. Te unirás a la comunidad general del portal, o a la de tu empresa si usas su correo.',
  },
  /** Register `gender` is free text on the server; these are the choices offered. */
  genderOptions: ['Mujer', 'Hombre', 'No binario', 'Otro', 'Prefiero no decirlo'],
  passwordRules: {
    length: 'Mínimo 8 caracteres',
    uppercase: 'Una letra mayúscula',
    lowercase: 'Una letra minúscula',
    digit: 'Un número',
    special: 'Un carácter especial',
  },
  notices: {
    invalidCredentials: authTexts.loginFailed,
    verifyReminder:
      'Recuerda verificar tu cuenta con el correo que te enviamos; revisa tu bandeja de entrada o la carpeta de spam.',
    googleNotReady: 'Google aún no está listo. Intenta de nuevo en unos segundos.',
    googleFailed: authTexts.googleFailed,
    appleFailed: authTexts.appleFailed,
  },
  results: {
    registered: authTexts.registered,
    registrationProblem: 'Tu registro tuvo un problema',
    linkSent: authTexts.resetLinkSent,
    verified: '¡Verificación exitosa!',
    verificationFailed: '¡Error al verificar cuenta!',
    additionalEmailConfirmed: '¡Correo adicional confirmado!',
    additionalEmailConfirmedDetail:
      'Desde ahora también te llegan ahí los enlaces para restablecer tu contraseña.',
    additionalEmailFailed: 'No pudimos confirmar tu correo adicional',
    additionalEmailFailedDetail:
      'El enlace está incompleto, ya se usó, expiró o pediste otro después. Pide uno nuevo desde tu perfil.',
    passwordChanged: authTexts.passwordChanged,
    passwordNotChanged: authTexts.passwordNotChanged,
    incompleteResetLink:
      'El link para reestablecer tu contraseña está incompleto: le falta el correo o el código. Solicita uno nuevo.',
  },
} as const;
