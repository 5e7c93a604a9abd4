import { withNamespaces } from '../../i18n/index';
import { lazyComponent, type ComponentRegistry } from '../../layout/registry';
import { ContentModalHost, NoticesNavButton, NoticesRightBarButton } from './content-entry';
import { DownloadModalHost, DownloadNavButton, DownloadRightBarButton } from './download/download-entry';

/**
 * The content feature's registry entries (merged in `src/app/registry-entries.tsx`): site content: announcements, help centre, feedback, app download, after-login modal, winners board (issue 11).
 * Every page is a lazy chunk reached through `lazyComponent(() => import(...))`, loaded with its
 * namespace (`withNamespaces`, so it never suspends on its texts).
 */
export const contentRegistry: ComponentRegistry = {
  // App download (§1, §2 /down, Download modal). The modal host and the two buttons that open it
  // are tiny and eager (chrome); the page and the dialog are lazy chunks.
  'content.downloadPage': lazyComponent(() =>
    withNamespaces(import('./download/download-page'), ['content']),
  ),
  'content.downloadModal': DownloadModalHost,
  'content.downloadNavLink': DownloadNavButton,
  'content.downloadRightBarButton': DownloadRightBarButton,
  // Announcements and the after-login modal (§2 Modals, §4 Login): the host and the two entries
  // are tiny and eager (chrome); the dialogs are lazy chunks opened through the ui-store.
  'content.modalHost': ContentModalHost,
  'content.noticesNavLink': NoticesNavButton,
  'content.noticesRightBarButton': NoticesRightBarButton,
  // Help centre (§2 /help, /helpmc) and feedback (member-centre page `feedback`).
  'content.helpPage': lazyComponent(() => withNamespaces(import('./help/help-page'), ['content'])),
  'content.feedback': lazyComponent(() => withNamespaces(import('./feedback/feedback-page'), ['content'])),
};
