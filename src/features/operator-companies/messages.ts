import { accountTexts } from '@domain/messages/auth';
import { outcomeTexts } from '@domain/messages/common';
import { rewardTexts } from '@domain/messages/rewards';
import { adminKitTexts } from '@/shared/admin/messages';

/** Every Spanish text of the operator's companies (spec 002 "Operator screens", §5, §8). */
export const companyMessages = {
  titles: { companies: 'Empresas', company: 'Empresa' },
  add: adminKitTexts.add,
  edit: adminKitTexts.edit,
  editNamed: adminKitTexts.editNamed,
  view: 'Ver',
  viewNamed: (name: string) => `Ver ${name}`,
  deactivate: adminKitTexts.deactivate,
  deactivateNamed: adminKitTexts.deactivateNamed,
  active: adminKitTexts.active,
  inactive: adminKitTexts.inactive,
  statusFilter: 'Estatus de las empresas',
  columns: {
    id: 'ID',
    name: 'Nombre',
    businessName: 'Razón social',
    domain: 'Dominio',
    phone: 'Teléfono',
    status: 'Estatus',
    options: 'Opciones',
  },
  fields: {
    companyName: 'Nombre',
    companyBusinessName: 'Razón social',
    primeDomain: 'Dominio',
    telephone1: 'Teléfono de oficina',
    telephone2: 'Teléfono alterno',
    username: 'Correo del usuario de Recursos Humanos',
    password: 'Contraseña del usuario de Recursos Humanos',
  },
  required: '*Campo Requerido',
  lettersOnly: 'Solo se aceptan letras y espacios',
  phoneDigits: 'Debe tener 10 dígitos',
  phoneMax: 'Solo dígitos, máximo 10',
  emailFormat: rewardTexts.emailFormat,
  passwordRules: accountTexts.passwordRules,
  saveFailed: outcomeTexts.saveFailed,
  inactiveCompany: {
    title: 'Empresa inactiva',
    text: 'Sus datos son de solo lectura mientras esté inactiva. Al reactivarla vuelve tal como estaba.',
    reactivate: 'Reactivar empresa',
  },
  deactivateCompanyFailed: 'Error al desactivar la compañía',
} as const;
