/** Texts of the notification bell (spec 000 §4: notifications need a session). */
export const notificationMessages = {
  open: 'Notificaciones',
  unread: (n: number) => (n === 1 ? '1 notificación sin leer' : `${n} notificaciones sin leer`),
  title: 'Notificaciones',
  empty: 'No tienes notificaciones.',
  loading: 'Cargando notificaciones…',
  failed: 'No pudimos cargar tus notificaciones.',
  newOne: 'Nueva notificación',
  close: 'Cerrar',
  /** The push switch in the bell's panel (docs/decisions/0177-push-consent.md). */
  push: {
    label: 'Notificaciones push en este dispositivo',
    offHint: 'Te avisamos aunque no tengas Muro Pride abierto. Tu navegador te pedirá permiso.',
    onHint: 'Recibirás los avisos en este dispositivo. Puedes desactivarlas cuando quieras.',
    checking: 'Revisando las notificaciones push…',
    unsupported: 'Este navegador no puede recibir notificaciones push.',
    denied:
      'Bloqueaste las notificaciones de Muro Pride en este navegador. Para recibirlas, permítelas en la configuración del sitio.',
    failed: 'No pudimos cambiar las notificaciones push. Inténtalo de nuevo.',
    retry: 'Reintentar',
  },
};
