import { createBrowserRouter, type RouteObject } from 'react-router';
import { routePaths } from '../../core/layout/routes';
import type { RoutesFile } from '../../core/layout/types';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { RoutePage } from './route-page';

/**
 * Route objects generated from layouts/routes.json (§2 Routes): every path and alias renders
 * the same {@link RoutePage} under the {@link RootLayout}; unknown paths render the file's
 * `notFound` page. Matching is case-insensitive (react-router's default).
 */
export function buildRouteObjects(file: RoutesFile): RouteObject[] {
  const children: RouteObject[] = file.routes.flatMap((route) =>
    routePaths(route).map((path) => ({ path, element: <RoutePage />, handle: { page: route.page } })),
  );
  children.push({ path: '*', element: <RoutePage />, handle: { page: file.notFound } });
  return [{ element: <RootLayout />, errorElement: <RouteError />, children }];
}

/** The browser router (history mode, §2). */
export function createAppRouter(file: RoutesFile): ReturnType<typeof createBrowserRouter> {
  return createBrowserRouter(buildRouteObjects(file));
}
