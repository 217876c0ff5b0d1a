/** Spanish texts of sign-in, registration and recovery that the gateway sends and the portal shows or checks itself (spec 000 §5, §8). */
export const authTexts = {
  loginFailed: 'Datos incorrectos, por favor revisa tu usuario y contraseña.',
  appleFailed: 'No se pudo completar el inicio de sesión con Apple.',
  googleFailed: 'No se pudo completar el inicio de sesión con Google.',
  registered: 'Tu registro fue exitoso, confirma tu correo electrónico.',
  resetLinkSent: 'Se ha enviado un link a tu correo para reestablecer tu contraseña',
  passwordChanged: 'Contraseña cambiada exitosamente',
  passwordNotChanged: 'No se pudo actualizar tu Contraseña',
  emailFormat: 'No es un formato de correo válido',
  passwordsDiffer: '¡Las contraseñas no coinciden!',
  minimumAge: 'Debes tener al menos 18 años',
} as const;

/** Account texts the consoles and the profile show as the gateway words them. */
export const accountTexts = {
  passwordRules:
    'La contraseña debe tener al menos 8 caracteres, una mayúscula, una minúscula, un número y un carácter especial.',
  userNotFound: 'El usuario no existe.',
  flagChanged: 'Se actualizó tu bandera correctamente',
} as const;
