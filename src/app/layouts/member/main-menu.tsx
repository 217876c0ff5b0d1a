import { Badge } from '@mantine/core';
import type { CSSProperties } from 'react';
import { NavLink } from 'react-router';
import { useSession } from '@/shared/session';
import { visibleMenuItems } from './main-menu-items';
import { useCourseQuantity } from './use-course-quantity';
import classes from './main-menu.module.css';
import { appMessages as t } from '../../messages';

interface MainMenuProps {
  /** Horizontal in the header from 992 px, vertical in the burger drawer below. */
  orientation: 'horizontal' | 'vertical';
  onNavigate?: () => void;
}

export function MainMenu({ orientation, onNavigate }: MainMenuProps) {
  const { signedIn } = useSession();
  const courseQuantity = useCourseQuantity();
  const items = visibleMenuItems(signedIn);
  const rows = { '--menu-columns': Math.ceil(items.length / 2) } as CSSProperties;
  return (
    <nav aria-label={t.menu.main}>
      <ul className={classes.list} data-orientation={orientation} style={rows}>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className={classes.link} onClick={onNavigate}>
              {item.label}
              {item.withCourseBadge && courseQuantity > 0 ? (
                <Badge component="span" size="sm" circle ml={6} className={classes.badge}>
                  {courseQuantity}
                </Badge>
              ) : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
