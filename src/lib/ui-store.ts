import { useSyncExternalStore } from 'react';

/** Modals named in §2 Modals that any part of the site may open. */
export type ModalName =
  | 'login'
  | 'loginPopup'
  | 'register'
  | 'forgotPassword'
  | 'changePassword'
  | 'logout'
  | 'registerSuccess'
  | 'speedTest'
  | 'needRealAccount'
  | 'switchAccount'
  | 'download'
  /** The announcement modal (content feature; `params.type` filter, `params.id` selected notice). */
  | 'announcements'
  /** The after-login modal of §4 (content feature; `params.firstTimeLogin` '1' on a first log-in). */
  | 'afterLogin';

export interface ModalState {
  name: ModalName | null;
  params: Record<string, string>;
}

const listeners = new Set<() => void>();
let state: ModalState = { name: null, params: {} };

function set(next: ModalState): void {
  state = next;
  for (const l of listeners) l();
}

/** Opens one modal (replacing any open one). */
export function openModal(name: ModalName, params: Record<string, string> = {}): void {
  set({ name, params });
}

export function closeModal(): void {
  set({ name: null, params: {} });
}

export function getModal(): ModalState {
  return state;
}

/** React hook: the open modal, if any. */
export function useModal(): ModalState {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
    () => state,
  );
}
