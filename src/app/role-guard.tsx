import { Navigate, Outlet } from 'react-router';
import { hasRole, useRoleName } from '@/shared/account';
import { paths } from '@/shared/routing';
import { PageLoader } from './layouts/page-loader';

interface RoleGuardProps {
  /** Role names admitted; a profile role name containing one of them passes (case-insensitive). */
  allow: readonly string[];
}

/** Lets the child routes render for an admitted role; anyone else goes to /home (spec 000 §6). */
export function RoleGuard({ allow }: RoleGuardProps) {
  const { roleName, pending } = useRoleName();
  if (pending) return <PageLoader />;
  if (!hasRole(roleName, allow)) return <Navigate to={paths.home} replace />;
  return <Outlet />;
}
