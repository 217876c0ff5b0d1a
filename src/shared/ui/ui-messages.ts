/** Texts of the shared UI kit; areas pass their own titles and labels. */
export const uiMessages = {
  empty: 'Sin registros',
  loading: 'Cargando…',
  unavailable: 'El servicio no se encuentra disponible temporalmente',
  search: 'Buscar',
  actions: 'Acciones',
  edit: 'Editar',
  editNamed: (name: string) => `Editar ${name}`,
  deactivateNamed: (name: string) => `Desactivar ${name}`,
  pages: 'Páginas',
  page: (n: number) => `Página ${n}`,
  pageControls: {
    first: 'Primera página',
    previous: 'Página anterior',
    next: 'Página siguiente',
    last: 'Última página',
  },
  sortBy: (column: string) => `Ordenar por ${column}`,
  noLevel: 'Sin nivel',
  level: (name: string) => `Nivel ${name}`,
  blocker: {
    title: 'Inicia sesión para ver todo el contenido',
    text: 'Lo que sigue es para la comunidad de Muro Pride. Ingresa con tu cuenta o crea una para continuar.',
    signIn: 'Ingresar',
    register: 'Crear cuenta',
  },
};
