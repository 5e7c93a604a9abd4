import { lazy, Suspense, useEffect } from 'react';
import { openModal, useModal } from '../../lib/ui-store';
import { mustChangePassword, useSession } from '../../lib/session';
import { useLaunchCodeFromUrl } from './use-launch-code-from-url';

const AuthModals = lazy(() => import('./auth-modals'));

/**
 * Renders whichever §2 modal is open in the ui-store (see `auth-modals.tsx`). Rendered once by the
 * root layout; it stays small — the modals themselves are a chunk fetched when one first opens
 * (issue 13: nothing of them is downloaded by a page that opens none). It also takes a launch code
 * from the address bar and keeps a required password change open.
 */
export default function AuthModalHost() {
  const { name, params } = useModal();
  useLaunchCodeFromUrl();
  // Issue 14 point 7: while the member must change the password (log-in with the default or an
  // expired one, also after a reload), the change-password modal stays open; only signing out
  // leaves it. The server refuses money calls meanwhile (PASSWORD_CHANGE_REQUIRED).
  const mustChange = mustChangePassword(useSession().member);
  useEffect(() => {
    // While a log-in modal is open, its flow opens the change itself (knowing the reason).
    const busy = name === 'changePassword' || name === 'logout' || name === 'login' || name === 'loginPopup';
    if (mustChange && !busy) openModal('changePassword', { reason: 'required' });
  }, [mustChange, name]);
  const forcedChange = mustChange || params.reason === 'default' || params.reason === 'expired';
  // The download, announcement and after-login modals have their own host (the content feature).
  if (name === null || name === 'download' || name === 'announcements' || name === 'afterLogin') return null;
  return (
    <Suspense fallback={null}>
      <AuthModals name={name} params={params} forcedChange={forcedChange} />
    </Suspense>
  );
}
