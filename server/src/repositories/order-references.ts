/**
 * The reference of a deposit (`D`), withdrawal (`W`) or lottery (`L`) order: prefix, the UTC day of `createdAt`
 * (yyyyMMdd) and the row id on 6 digits, e.g. `D20260115-000042` (docs/contract-wallet.md).
 */
export function orderReference(prefix: 'D' | 'W' | 'L', id: number, createdAt: number): string {
  const day = new Date(createdAt).toISOString().slice(0, 10).replace(/-/g, '');
  return `${prefix}${day}-${String(id).padStart(6, '0')}`;
}
