import type { WalletPageQuery } from '../../../schemas/generated/api.ts';
import { envelope, ref, type JsonSchema } from '../schemas.ts';

/**
 * `$ref` to definition `name` of `schemas/api/wallet-pages.json`, the requests and answers of the
 * money calls of docs/contract-wallet.md (the file keeps its contract name).
 */
export function moneyRef(name: string): JsonSchema {
  return ref('wallet-pages', name);
}

/** Response schemas of a money call: the §7 envelope of definition `name` for HTTP 200. */
export function moneyValue(name: string): { 200: JsonSchema } {
  return { 200: envelope(moneyRef(name)) };
}

/** `[pageNo, pageSize]` of a list query: defaults 1 and 10 (ranges checked by `WalletPageQuery`). */
export function pageOf(q: WalletPageQuery): [pageNo: number, pageSize: number] {
  return [q.pageNo ?? 1, q.pageSize ?? 10];
}
