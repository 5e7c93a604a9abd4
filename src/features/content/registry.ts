import type { ComponentRegistry } from '../../layout/registry';

/**
 * The content feature's registry entries (merged in `src/app/registry-entries.tsx`): site content: announcements, help centre, feedback, app download, after-login modal, winners board (issue 11).
 * Every page is a lazy chunk reached through `lazyComponent(() => import(...))`.
 */
export const contentRegistry: ComponentRegistry = {};
