import { openModal } from './ui-store';

/**
 * Starts log-out (§4 Logout): opens the confirmation prompt; the logout machine does the DELETE
 * call, clears session storage except the merchant code and returns to /.
 */
export function requestLogout(): void {
  openModal('logout');
}
