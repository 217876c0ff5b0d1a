export { hasAllowedRole, isRole, roles } from './roles';
export { useRoleName } from './use-role-name';
