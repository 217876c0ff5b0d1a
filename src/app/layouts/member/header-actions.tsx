import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { LoginButton } from '@/features/auth';
import { CartButton } from '@/features/store';
import { hasAllowedRole, roles, useRoleName } from '@/shared/account';
import { paths } from '@/shared/routing';
import { useSession } from '@/shared/session';

/** Right side of the header: 'Ingresar' for visitors; the admin link and profile for members. */
export function HeaderActions() {
  const { signedIn } = useSession();
  const { roleName } = useRoleName();
  if (!signedIn) {
    return <LoginButton />;
  }
  return (
    <Group gap="xs" wrap="nowrap">
      {hasAllowedRole(roleName, [roles.humanResources]) ? (
        <Button component={Link} to={paths.admin.dashboard} variant="light">
          Soy administrador
        </Button>
      ) : null}
      <CartButton />
      <Button component={Link} to={paths.profile} variant="subtle">
        Mi perfil
      </Button>
    </Group>
  );
}
