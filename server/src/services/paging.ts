/** A page of a paginated list (docs/contract-wallet.md): 1-based `pageNo`, `totalPages` rounded up. */
export interface Page<T> {
  list: T[];
  pageNo: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
}

/** Builds the page envelope from the rows of one page and the total count. */
export function toPage<T>(list: T[], pageNo: number, pageSize: number, totalCount: number): Page<T> {
  return { list, pageNo, pageSize, totalCount, totalPages: Math.ceil(totalCount / pageSize) };
}

/** The row offset of 1-based page `pageNo` of `pageSize` rows. */
export function pageOffset(pageNo: number, pageSize: number): number {
  return (pageNo - 1) * pageSize;
}

/** ISO 8601 of an epoch-ms time, or null. */
export function iso(ms: number | null): string | null {
  return ms === null ? null : new Date(ms).toISOString();
}
