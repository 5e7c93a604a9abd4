import type { TFunction } from 'i18next';

/** Errors the machines store: an i18n key of namespace `auth`, or the server's own message. */
export type MachineError = string | { key: string; message: string } | null;

/** Text for a machine error (§8): the server's message as sent, otherwise the translated key. */
export function machineErrorText(t: TFunction, error: MachineError): string | null {
  if (error === null) return null;
  if (typeof error === 'object') return error.message || t(`auth:${error.key}`);
  return t(`auth:${error}`);
}
