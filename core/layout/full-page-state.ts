/** The site-wide state the status call decides (§4 System status). */
export type FullPageState = 'normal' | 'maintenance' | 'regionRestricted';

/** The parts of `GET /wps/system/status` that decide the full-page state. */
export interface StatusValue {
  /** 0 normal, 1 maintenance, 2 region restriction. */
  status: number;
  /** The maintenance window, when one is announced; null otherwise. */
  maintenance: unknown;
}

/**
 * Which full page the site shows (§4 System status, DESIGN.md "Boot"): `maintenance` for status 1,
 * or for any non-zero status that carries a maintenance window (maintenance wins over region
 * restriction); `regionRestricted` for status 2; otherwise `normal`. Pure.
 */
export function fullPageState(value: StatusValue): FullPageState {
  if (value.status === 1 || (value.status !== 0 && value.maintenance !== null)) return 'maintenance';
  if (value.status === 2) return 'regionRestricted';
  return 'normal';
}
