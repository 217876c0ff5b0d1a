import { useState } from 'react';
import { Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { companyCustomizeQuery } from '@/shared/company';
import { hasRole, Roles, useRoleName } from '@/shared/account';
import { paths } from '@/shared/routing';
import classes from './site-logo.module.css';
import { appMessages as t } from '../messages';

/**
 * The company logo (or the portal's flag and name) in the member header and both consoles; operations staff
 * go to their console's home.
 */
export function SiteLogo() {
  const { data } = useQuery(companyCustomizeQuery());
  const { roleName } = useRoleName();
  const [broken, setBroken] = useState(false);
  const to = hasRole(roleName, [Roles.operations]) ? paths.homeOps : paths.home;
  const logo = data?.companyLogo;
  return (
    <Link to={to} className={classes.logo} aria-label={t.logoHome}>
      {logo && !broken ? (
        <img src={logo} alt="" className={classes.logoImage} onError={() => setBroken(true)} />
      ) : (
        <Group gap={8} wrap="nowrap">
          <img src="/favicon.svg" alt="" width={40} height={24} />
          <Text component="span" fw={800} fz="lg" c="brand.8" className={classes.logoName}>
            Muro Pride
          </Text>
        </Group>
      )}
    </Link>
  );
}
