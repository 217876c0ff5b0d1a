/** Texts the hubs send back in protocol messages (shown by the client only in its logs). */
export const liveMessages = {
  unauthenticated: 'Tu sesión expiró, vuelve a iniciar sesión.',
  sessionEnded: 'Tu sesión terminó.',
  unknownMethod: (name: string) => `El método ${name} no existe en este hub.`,
  shuttingDown: 'El servidor se está reiniciando.',
  badLastId: 'CatchUp espera el último id recibido o null.',
  catchUpFailed: 'No se pudo recuperar lo que faltaba; recarga la página.',
  unavailable: 'El servidor no está disponible; reintentando.',
};
