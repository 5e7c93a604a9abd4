import chromeJson from '../../layouts/chrome.json';
import routesJson from '../../layouts/routes.json';
import type { ChromeFile, RoutesFile } from '../../core/layout/types';

// The layout files ship with the bundle. They are validated against schemas/layout.schema.json by
// `npm run config:check`, by tests/unit/layouts.test.ts and, in development, when the app loads
// (src/app/dev-layout-check.tsx), so here they are taken as their declared types. The centre
// panels' files are in ./panel-files.ts, out of the entry.

/** layouts/routes.json */
export const routesFile = routesJson as unknown as RoutesFile;
/** layouts/chrome.json */
export const chromeFile = chromeJson as unknown as ChromeFile;
