import { Button, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { hasRole, Roles, useRoleName } from '@/shared/account';
import { paths } from '@/shared/routing';
import { appMessages as t } from '../../messages';

interface AccountLinksProps {
  /** In the header row from 992 px, stacked in the burger drawer below. */
  orientation: 'horizontal' | 'vertical';
  onNavigate?: () => void;
}

/** A signed-in member's own links: the administrator console for HR, and the profile. */
export function AccountLinks({ orientation, onNavigate }: AccountLinksProps) {
  const { roleName } = useRoleName();
  const vertical = orientation === 'vertical';
  const links = (
    <>
      {hasRole(roleName, [Roles.hr]) ? (
        <Button
          component={Link}
          to={paths.admin.dashboard}
          variant="light"
          fullWidth={vertical}
          onClick={onNavigate}
        >
          {t.account.admin}
        </Button>
      ) : null}
      <Button
        component={Link}
        to={paths.profile}
        variant={vertical ? 'outline' : 'subtle'}
        fullWidth={vertical}
        onClick={onNavigate}
      >
        {t.account.profile}
      </Button>
    </>
  );
  return vertical ? <Stack gap="xs">{links}</Stack> : links;
}
