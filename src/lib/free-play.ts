import { loginFreePlay } from './api/endpoints';
import { queryClient, queryKeys } from './query-client';
import { setSession } from './session';
import { closeModal } from './ui-store';

/**
 * Free demo (§3 Free-play payload, §6 Trial): logs in a trial account (type 4). The nonce is a
 * random string the platform uses once. Throws ApiError when the platform refuses.
 */
export async function startFreePlay(): Promise<void> {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const nonce = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  const value = await loginFreePlay(nonce);
  setSession({ token: value.token, member: value.user });
  closeModal();
  await queryClient.invalidateQueries({ queryKey: queryKeys.wallet.all });
}
