import { adminPaths, adminPatterns } from './admin-paths';
import { documentPaths, memberPaths, memberPatterns } from './member-paths';
import { operatorPaths, operatorPatterns } from './operator-paths';

/**
 * Every URL of the portal. Member URLs sit at the top level (`paths.provider(3)`), the consoles under
 * `paths.admin` and `paths.operator`. Features build links with these, never with string literals.
 */
export const paths = {
  ...memberPaths,
  admin: adminPaths,
  operator: operatorPaths,
  /** The statechart studio for designers and QA. */
  statecharts: '/statecharts',
} as const;

/** Route patterns for the route table (src/app/routes.tsx). */
export const routePatterns = {
  member: memberPatterns,
  admin: adminPatterns,
  operator: operatorPatterns,
  documents: documentPaths,
} as const;
