import agentCentreJson from '../../layouts/agent-centre.json';
import chromeJson from '../../layouts/chrome.json';
import memberCentreJson from '../../layouts/member-centre.json';
import routesJson from '../../layouts/routes.json';

/**
 * Every bundled layout file with its repository path, for validation (src/app/dev-layout-check.tsx
 * in development loads this on demand).
 */
export const layoutFiles: readonly { file: string; data: unknown }[] = [
  { file: 'layouts/routes.json', data: routesJson },
  { file: 'layouts/chrome.json', data: chromeJson },
  { file: 'layouts/member-centre.json', data: memberCentreJson },
  { file: 'layouts/agent-centre.json', data: agentCentreJson },
];
