import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/shared/session';
import { profileQuery } from './profile-query';

export interface RoleNameState {
  /** The profile's role name (roleName, or aspNetRoleName as the spec calls it); null for visitors. */
  roleName: string | null;
  /** True while a signed-in person's profile is still loading. */
  pending: boolean;
}

/** The current person's role name, read from the profile as the spec's role checks require. */
export function useRoleName(): RoleNameState {
  const { signedIn, userId } = useSession();
  const enabled = signedIn && userId !== null;
  const profile = useQuery({ ...profileQuery(userId ?? 0), enabled });
  if (!enabled) return { roleName: null, pending: false };
  const data = profile.data;
  return {
    roleName: data ? data.roleName || data.aspNetRoleName || null : null,
    pending: profile.isPending,
  };
}
