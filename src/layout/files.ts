import agentCentreJson from '../../layouts/agent-centre.json';
import chromeJson from '../../layouts/chrome.json';
import memberCentreJson from '../../layouts/member-centre.json';
import routesJson from '../../layouts/routes.json';
import type { ChromeFile, PanelFile, PanelParam, RoutesFile } from '../../core/layout/types';

// The layout files ship with the bundle. They are validated against schemas/layout.schema.json by
// `npm run config:check`, by tests/unit/layouts.test.ts and, in development, when the app loads
// (src/app/dev-layout-check.tsx), so here they are taken as their declared types.

/** layouts/routes.json */
export const routesFile = routesJson as unknown as RoutesFile;
/** layouts/chrome.json */
export const chromeFile = chromeJson as unknown as ChromeFile;
/** layouts/member-centre.json and layouts/agent-centre.json by their URL parameter. */
export const panelFiles: Readonly<Record<PanelParam, PanelFile>> = {
  mc: memberCentreJson as unknown as PanelFile,
  ac: agentCentreJson as unknown as PanelFile,
};

/** Every bundled layout file with its repository path, for validation. */
export const layoutFiles: readonly { file: string; data: unknown }[] = [
  { file: 'layouts/routes.json', data: routesJson },
  { file: 'layouts/chrome.json', data: chromeJson },
  { file: 'layouts/member-centre.json', data: memberCentreJson },
  { file: 'layouts/agent-centre.json', data: agentCentreJson },
];
