/** The installable app's Spanish texts (spec 000 §4, §8, §9); they load with its lazy code only. */
export const pwaMessages = {
  updateTitle: 'Actualización disponible',
  updateText: 'Hay una nueva versión de Muro Pride. Cierra este aviso para cargarla.',
  updateApply: 'Cerrar aviso y cargar la nueva versión',
  adBlocker: 'Bloqueador de anuncios detectado',
  close: 'Cerrar',
  installTitle: 'Instala Muro Pride',
  installText: 'Agrega Muro Pride a tu dispositivo y ábrelo como una aplicación, también sin conexión.',
  iosText:
    'Para instalar Muro Pride en tu iPhone o iPad, toca Compartir y luego «Agregar a pantalla de inicio».',
  install: 'Instalar',
  notNow: 'Ahora no',
  understood: 'Entendido',
};
