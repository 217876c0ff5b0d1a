import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { FeatureRoute } from '@/shared/routing/feature-route';
import type { RouteHandle } from './layouts/route-handle';

type PageModule = Promise<{ default: ComponentType }>;

/** A lazily loaded page or layout: its code arrives only when its route is visited. */
export function lazy(load: () => PageModule): RouteObject['lazy'] {
  return async () => ({ Component: (await load()).default });
}

/** A route whose page loads when visited, with the title the shell shows for it. */
export function page({
  path,
  title,
  page: load,
}: Pick<FeatureRoute, 'path' | 'title' | 'page'>): RouteObject {
  const handle: RouteHandle = { title };
  return { path, handle, lazy: lazy(load) };
}
