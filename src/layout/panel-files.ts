import agentCentreJson from '../../layouts/agent-centre.json';
import memberCentreJson from '../../layouts/member-centre.json';
import type { PanelFile, PanelParam } from '../../core/layout/types';

// The centre panels' layout files, in a module of their own: only an open panel (its lazy dialog)
// and a panel page's document title need them, so they stay out of the entry every visitor loads
// (issue 13, the `/` budget). Validated like the others (see ./files.ts).

/** layouts/member-centre.json and layouts/agent-centre.json by their URL parameter. */
export const panelFiles: Readonly<Record<PanelParam, PanelFile>> = {
  mc: memberCentreJson as unknown as PanelFile,
  ac: agentCentreJson as unknown as PanelFile,
};
