import { NavLink } from '@mantine/core';
import { Link, matchPath, useLocation } from 'react-router';

export interface ConsoleNavItem {
  label: string;
  to: string;
  /** Other URL prefixes that belong to this section (detail pages). */
  also?: readonly string[];
}

interface ConsoleNavProps {
  items: readonly ConsoleNavItem[];
  onNavigate?: () => void;
}

function isCurrent(item: ConsoleNavItem, pathname: string, exact: boolean): boolean {
  const prefixes = [item.to, ...(item.also ?? [])];
  return prefixes.some((path) => matchPath({ path, end: exact }, pathname) !== null);
}

/** Links of a console's side menu; the first item (the console's home) matches its URL exactly. */
export function ConsoleNav({ items, onNavigate }: ConsoleNavProps) {
  const { pathname } = useLocation();
  return (
    <>
      {items.map((item, index) => {
        const active = isCurrent(item, pathname, index === 0);
        return (
          <NavLink
            key={item.to}
            component={Link}
            to={item.to}
            label={item.label}
            active={active}
            aria-current={active ? 'page' : undefined}
            onClick={onNavigate}
          />
        );
      })}
    </>
  );
}
