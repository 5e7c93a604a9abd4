import { BrowserRouter, Route, Routes } from 'react-router';
import { RootLayout } from './root-layout';
import { LayoutErrorBoundary } from './route-error';
import { RoutePage } from './route-page';

/**
 * The browser router (history mode, §2 Routes). Every address renders the same {@link RoutePage}
 * under the {@link RootLayout}: the page resolves its own route, aliases and `notFound` page from
 * layouts/routes.json (`resolveRoute`, case-insensitive), so react-router only keeps the location
 * and history. Its declarative mode is enough for that — no loaders, actions or fetchers — and
 * leaves the data router out of the first download (issue 13, the /register budget: ≈ 12 KB
 * brotli). Anything the layout itself throws lands in {@link LayoutErrorBoundary}.
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <Routes>
        <Route
          element={
            <LayoutErrorBoundary>
              <RootLayout />
            </LayoutErrorBoundary>
          }
        >
          <Route path="*" element={<RoutePage />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
