import { withNamespaces } from '../../i18n/index';
import { lazyComponent, type ComponentRegistry } from '../../layout/registry';

/**
 * The auth feature's registry entries (merged in `src/app/registry-entries.tsx`): the modal host
 * (log-in, register and the other auth dialogs), the change-password panel and the register page.
 * Each is a lazy chunk, so none of the auth code (forms engine, machines) reaches the initial
 * bundle; this file imports nothing of the feature statically.
 */
export const authRegistry: ComponentRegistry = {
  'auth.modalHost': lazyComponent(() => import('./auth-modal-host')),
  // The panel's props are `{ reason? }`, not a layout node: as the security centre's layout child it
  // is shown without a reason.
  'auth.changePasswordPanel': lazyComponent(() =>
    import('./change-password-panel').then((m) => ({
      default: function ChangePasswordNode() {
        return <m.ChangePasswordPanel />;
      },
    })),
  ),
  // With its texts and the form's (the page never suspends on them once it renders).
  'auth.registerPage': lazyComponent(() => withNamespaces(import('./register-page'), ['auth', 'forms'])),
};
