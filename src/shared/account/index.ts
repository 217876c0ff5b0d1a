export { hasRole, isRole, Roles } from '@domain/roles';
export { useRoleName } from './use-role-name';
