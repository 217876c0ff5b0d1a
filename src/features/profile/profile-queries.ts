import { queryOptions } from '@tanstack/react-query';
import type { ProfileServices } from './profile-services';

/** The profile area's query keys, written only here. ['account', 'profile'] also covers the header's query. */
export const profileKeys = {
  all: ['account', 'profile'] as const,
  own: ['account', 'profile', 'own'] as const,
  flags: ['catalogs', 'gender-identity'] as const,
  activities: (userId: number) => ['profile', 'activities', userId] as const,
  services: ['profile', 'services'] as const,
  applications: (userId: number) => ['profile', 'applications', userId] as const,
  levels: ['recognition', 'mine', 'levels'] as const,
};

export const ownProfileQuery = (s: ProfileServices) =>
  queryOptions({ queryKey: profileKeys.own, queryFn: () => s.loadProfile() });
export const flagsQuery = (s: ProfileServices) =>
  queryOptions({ queryKey: profileKeys.flags, queryFn: () => s.loadFlags(), staleTime: Infinity });
export const activitiesQuery = (s: ProfileServices, userId: number) =>
  queryOptions({ queryKey: profileKeys.activities(userId), queryFn: () => s.loadActivities(userId) });
export const servicesQuery = (s: ProfileServices) =>
  queryOptions({ queryKey: profileKeys.services, queryFn: () => s.loadServices() });
export const applicationsQuery = (s: ProfileServices, userId: number) =>
  queryOptions({ queryKey: profileKeys.applications(userId), queryFn: () => s.loadApplications(userId) });
export const levelsQuery = (s: ProfileServices) =>
  queryOptions({ queryKey: profileKeys.levels, queryFn: () => s.loadLevels() });
