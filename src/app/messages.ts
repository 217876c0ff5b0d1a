/** Every Spanish text of the app shell (layouts, menus, shell pages), in one place. */
export const appMessages = {
  menu: {
    main: 'Menú principal',
    drawer: 'Menú',
    open: 'Abrir menú',
    openUnread: (n: number) => `Abrir menú (${n === 1 ? '1 mensaje sin leer' : `${n} mensajes sin leer`})`,
    close: 'Cerrar menú',
    showSide: 'Mostrar menú lateral',
    hideSide: 'Ocultar menú lateral',
  },
  account: {
    admin: 'Soy administrador',
    profile: 'Mi perfil',
    logout: 'Cerrar sesión',
  },
  logoHome: 'Muro Pride, ir al inicio',
  skipToContent: 'Saltar al contenido principal',
  consoles: {
    admin: 'Administrador',
    adminNav: 'Menú de administración',
    operator: 'Operaciones',
    operatorNav: 'Menú de operaciones',
    dashboard: 'Panel de administración',
  },
  footer: {
    legal: 'Documentos legales',
    social: 'Síguenos',
    newTab: ' (se abre en una pestaña nueva)',
    contact: {
      title: 'Contáctanos',
      subject: 'Asunto',
      email: 'Correo electrónico',
      message: 'Mensaje',
      send: 'Enviar',
    },
  },
  cookies: {
    title: 'Uso de cookies',
    text: 'Usamos cookies para que el sitio funcione y para mejorar tu experiencia. Consulta nuestro',
    privacy: 'aviso de privacidad',
    reject: 'Rechazar',
    accept: 'Aceptar',
  },
  /** The member site's main menu, in the spec's order (spec 000 §2). */
  mainMenu: {
    course: 'Cartelera',
    gallery: 'Galería',
    talks: 'Pride Talks',
    music: 'Pride Music',
    blog: 'Mundo Pride',
    stories: 'Historias Pride',
    jobBank: 'Bolsa de trabajo',
    directory: 'Economía incluyente',
    interestGroup: 'Grupos de interés',
    discount: 'Beneficios Pride',
    rewards: 'Recompensas',
    caringCommunity: 'Comunidad que cuida',
  },
  /** The administrator console's sections and dashboard cards (spec 002 §1, §2). */
  adminSections: {
    home: 'Inicio',
    course: { title: 'Cartelera', text: 'Publicaciones de la cartelera' },
    rewards: { title: 'Recompensas', text: 'Filtros de cupones y recompensas' },
    surveys: { title: 'Tu opinion', text: 'Encuestas, escalas y resultados' },
    control: {
      title: 'Control',
      text: 'Grupos, tipos de evento, sucursales, categorías, avisos y personalización',
    },
    blog: { title: 'Mundo Pride', text: 'Artículos y galerías' },
    talks: { title: 'Pride Talks', text: 'Eventos de Pride Talks' },
    users: { title: 'Usuarios', text: 'Alta, edición y carga masiva' },
    generic: { title: 'Publicaciones Genericas', text: 'Secciones genéricas de la empresa' },
    board: 'Reconocimientos',
  },
  /** The operator console's sections (spec 002 §2). */
  operatorSections: {
    home: 'Inicio',
    rewards: 'Recompensas',
    providers: 'Proveedores',
    categories: 'Categorías',
    companies: 'Empresas',
  },
  legalLinks: {
    safeEnvironment: 'Declaración de ambiente seguro',
    privacyNotice: 'Aviso de privacidad',
    terms: 'Términos y condiciones',
  },
  loading: 'Cargando',
  routeError: {
    title: 'Algo salió mal',
    text: 'No pudimos mostrar esta página. Vuelve a intentarlo en un momento.',
  },
} as const;
