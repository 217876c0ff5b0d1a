import { NavLink } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/shared/routing';
import { ConsoleShell } from '../console/console-shell';
import { operatorNavItems } from './operator-nav-items';
import { appMessages as t } from '../../messages';

/** Layout of /operator/*: a collapsible side menu (spec 002 §2). */
export default function OperatorLayout() {
  return (
    <ConsoleShell
      title={t.consoles.operator}
      navLabel={t.consoles.operatorNav}
      items={operatorNavItems}
      collapsible
      footer={<NavLink component={Link} to={paths.logout} label={t.account.logout} variant="subtle" />}
    />
  );
}
