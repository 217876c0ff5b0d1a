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
};
