export const messages = {
  networkFailure: 'El servicio no se encuentra disponible temporalmente',
} as const;
