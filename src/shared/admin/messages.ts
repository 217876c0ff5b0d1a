import { uiMessages } from '@/shared/ui';

/** The texts the console kit shows when a page gives none of its own, and the row words every area shares. */
export const adminKitTexts = {
  cancel: 'Cancelar',
  save: 'Guardar',
  add: 'Agregar',
  edit: uiMessages.edit,
  editNamed: uiMessages.editNamed,
  deactivate: 'Desactivar',
  deactivateNamed: uiMessages.deactivateNamed,
  remove: 'Eliminar',
  removeNamed: (name: string) => `Eliminar ${name}`,
  active: 'Activo',
  inactive: 'Inactivo',
} as const;
