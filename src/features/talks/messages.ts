/** Spanish texts of Pride Talks (spec 001 §2, §4). */
export const talkMessages = {
  title: 'Pride Talks',
  latest: 'Última transmisión',
  tabs: { seasons: 'Temporadas', upcoming: 'Próximamente' },
  tags: { past: 'Pride Talks', upcoming: 'Próximamente', live: 'En vivo' },
  watch: 'Ver conferencia',
  details: 'Ver detalles',
  more: 'Cargar más',
  loading: 'Cargando…',
  emptySeasons: 'No hay eventos disponibles',
  emptyUpcoming: 'No hay eventos en este momento',
  sliderLabel: 'Avisos de Pride Talks',
  modal: {
    video: (title: string) => `Video: ${title}`,
    liveNow: 'Transmisión en vivo',
    startsAt: (date: string) => `Este evento comienza el ${date}.`,
    missing: 'El evento no existe o ya no está disponible.',
    missingTitle: 'Pride Talks',
    close: 'Cerrar',
    join: 'Unirme a la conferencia',
    joinHint: 'La conferencia se abre en una pestaña nueva.',
  },
};
