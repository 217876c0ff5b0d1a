/** Spanish texts of the home wall (spec 000 "/home", §9). */
export const homeMessages = {
  title: 'Inicio',
  bannerLabel: 'Avisos',
  advertLabel: 'Publicidad',
  episode: {
    heading: 'Nuevo episodio',
    past: 'Pride Talks',
    upcoming: 'Próximamente',
    watch: 'Ver en Pride Talks',
    none: 'No hay eventos en este momento',
  },
  links: {
    heading: 'Explora',
    jobBank: 'Bolsa de trabajo',
    interestGroups: 'Grupos de interés',
    directory: 'Economía Incluyente',
  },
  rewards: {
    heading: 'Recompensas',
    points: (points: string) => `Tienes ${points} puntos para canjear`,
    link: 'Ver recompensas',
    /** The recognition board has no menu entry in the spec (decision 0298). */
    board: 'Reconoce a tus compañeros',
  },
  widgets: {
    heading: 'Tu resumen',
    surveys: 'Tu opinión',
    surveysPending: (n: number) => (n === 1 ? '1 encuesta pendiente' : `${n} encuestas pendientes`),
    surveysDue: (date: string) => `Vence el ${date}`,
    surveysEmpty: 'Por el momento no tienes encuestas pendientes',
    messages: 'Mensajes',
    messagesUnread: (n: number) => (n === 1 ? '1 mensaje sin leer' : `${n} mensajes sin leer`),
    courses: 'Cartelera',
    providers: 'Beneficios Pride',
    directory: 'Economía Incluyente',
    quantity: (n: number) => (n === 1 ? '1 disponible' : `${n} disponibles`),
    empty: 'No hay registros disponibles',
  },
  loadFailed: 'El servicio no se encuentra disponible temporalmente',
};
