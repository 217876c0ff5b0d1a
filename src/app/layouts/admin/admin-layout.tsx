import { NavLink } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/shared/routing';
import { ConsoleShell } from '../console/console-shell';
import { adminNavItems } from './admin-nav-items';
import { appMessages as t } from '../../messages';

/** Layout of /admin/*: side menu of the sections and a 'Muro Pride' link back to the member site. */
export default function AdminLayout() {
  return (
    <ConsoleShell
      title={t.consoles.admin}
      navLabel={t.consoles.adminNav}
      items={adminNavItems}
      footer={<NavLink component={Link} to={paths.home} label="Muro Pride" variant="subtle" />}
    />
  );
}
