/** The texts the console kit shows when a page gives none of its own. */
export const adminKitTexts = {
  cancel: 'Cancelar',
  save: 'Guardar',
  deactivate: 'Desactivar',
  active: 'Activo',
  inactive: 'Inactivo',
} as const;
