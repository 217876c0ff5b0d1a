/** Texts of the shared UI kit; areas pass their own titles and labels. */
export const uiMessages = {
  empty: 'Sin registros',
  loading: 'Cargando…',
  unavailable: 'El servicio no se encuentra disponible temporalmente',
  search: 'Buscar',
  close: 'Cerrar',
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
  notFound: {
    title: 'Registro no encontrado',
    text: 'El registro que está buscando no existe o ha sido dado de baja.',
    back: (list: string) => `Volver a ${list}`,
  },
  blocker: {
    title: 'Inicia sesión para ver todo el contenido',
    text: 'Lo que sigue es para la comunidad de Muro Pride. Ingresa con tu cuenta o crea una para continuar.',
    signIn: 'Ingresar',
    register: 'Crear cuenta',
  },
};

/** The file uploader (spec 001 §5); its refusals are the rules' (domain/upload-messages.ts). */
export const uploaderTexts = {
  clear: (field: string) => `Quitar archivo: ${field}`,
  clearAll: (field: string) => `Quitar archivos: ${field}`,
  chosen: (count: number, size: string) => `${count} archivo(s) seleccionado(s), ${size}`,
  sizeUnits: ['Bytes', 'KB', 'MB', 'GB', 'TB'],
} as const;

/** The deactivation confirmation (spec 002 §4, §8). */
export const confirmTexts = {
  title: '¿Estás seguro?',
  text: 'No podrás revertir esta acción',
  confirm: 'Sí, desactivar',
  cancel: 'Cancelar',
  close: 'Cerrar',
} as const;

/** The audience picker (spec 002 §7 Users). */
export const audienceTexts = {
  legend: 'Audiencia',
  groups: 'Grupos',
  jobRole: 'Categoría',
  branch: 'Sucursal',
  all: 'Todas',
  addAll: 'Agregar todos los filtrados',
  clear: 'Quitar todos',
  chosen: (n: number) => `${n} usuarios elegidos`,
  name: 'Nombre',
  group: 'Grupo',
  pick: 'Elegir',
  choose: (name: string) => `Elegir a ${name}`,
  empty: uiMessages.empty,
  pages: 'Páginas de la audiencia',
  page: uiMessages.page,
  controls: uiMessages.pageControls,
} as const;
