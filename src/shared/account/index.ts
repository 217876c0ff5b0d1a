export { hasAllowedRole, isRole, roles } from './roles';
export { profileQuery } from './profile-query';
export { useRoleName, type RoleNameState } from './use-role-name';
