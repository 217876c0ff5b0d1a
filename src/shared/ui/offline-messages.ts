/** What the portal says while the connection is gone (docs/decisions/0301-offline-pages.md). */
export const offlineMessages = {
  notice: 'Sin conexión: mostrando lo último guardado',
  title: 'Sin conexión',
  unseen: 'Esto todavía no se guardó en este dispositivo. Se mostrará en cuanto vuelva la conexión.',
  retry: 'Volver a intentar',
  home: 'Ir al inicio',
} as const;
