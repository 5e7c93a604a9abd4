import { lazyComponent, type ComponentRegistry } from '../../layout/registry';
import { DownloadModalHost, DownloadNavButton, DownloadRightBarButton } from './download/download-entry';

/**
 * The content feature's registry entries (merged in `src/app/registry-entries.tsx`): site content: announcements, help centre, feedback, app download, after-login modal, winners board (issue 11).
 * Every page is a lazy chunk reached through `lazyComponent(() => import(...))`.
 */
export const contentRegistry: ComponentRegistry = {
  // App download (§1, §2 /down, Download modal). The modal host and the two buttons that open it
  // are tiny and eager (chrome); the page and the dialog are lazy chunks.
  'content.downloadPage': lazyComponent(() => import('./download/download-page')),
  'content.downloadModal': DownloadModalHost,
  'content.downloadNavLink': DownloadNavButton,
  'content.downloadRightBarButton': DownloadRightBarButton,
};
