export const messages = {
  networkFailure: 'El servicio no se encuentra disponible temporalmente',
  sessionExpired: 'Tu sesión ha expirado',
} as const;
