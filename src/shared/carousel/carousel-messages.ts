/** Texts of the carousels' controls. */
export const carouselMessages = {
  pause: 'Pausar carrusel',
  play: 'Reproducir carrusel',
  previous: 'Anterior',
  next: 'Siguiente',
  slide: (n: number, total: number) => `${n} de ${total}`,
};
