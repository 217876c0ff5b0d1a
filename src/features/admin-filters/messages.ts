import { outcomeTexts } from '@domain/messages/common';
import { adminKitTexts as kit } from '@/shared/admin/messages';

/** Every Spanish text of HR's coupon filters (spec 002 "Reward coupon filters", §5, §8). */
export const filterMessages = {
  title: 'Filtros de cupones',
  detailTitle: 'Filtro de cupones',
  add: kit.add,
  edit: kit.edit,
  editNamed: (id: number) => `Editar filtro ${id}`,
  deactivate: kit.remove,
  deactivateNamed: (id: number) => `Eliminar filtro ${id}`,
  columns: {
    id: 'ID',
    product: 'Producto',
    branch: 'Sucursal',
    group: 'Grupo',
    category: 'Categoría',
    stock: 'Existencias',
    points: 'Puntos',
    status: 'Estatus',
    options: 'Opciones',
  },
  fields: {
    product: 'Producto',
    branch: 'Sucursal',
    group: 'Grupo',
    category: 'Categoría',
    points: 'Puntos',
    rewardCount: 'Cantidad de cupones',
    rewardCountEdit: 'Cupones a agregar (negativo para quitar)',
    filterStock: 'Existencias del filtro',
    parentStock: 'Cupones disponibles de la empresa',
    active: 'Activo',
  },
  all: 'Todos',
  required: '*Campo Requerido',
  save: 'Guardar',
  cancel: 'Cancelar',
  saveFailed: outcomeTexts.saveFailed,
  deactivateFailed: 'Error al desactivar el filtro',
} as const;
