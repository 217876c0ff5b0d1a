/** Spanish texts of Pride Music, interest groups and ambassadors (spec 001 §2). */
export const communityMessages = {
  music: { title: 'Pride Music', intro: 'Música de artistas de la comunidad, elegida para ti.' },
  groups: { title: 'Grupos de interés', intro: 'Encuentra a tu gente y súmate a un grupo.' },
  ambassadors: { title: 'Embajadores', intro: 'Tus representantes regionales de Muro Pride.' },
  more: 'Cargar más',
  loading: 'Cargando…',
  empty: 'No hay registros disponibles',
  main: 'Contacto principal',
  contactsOf: (title: string) => `Contactos de ${title}`,
};
