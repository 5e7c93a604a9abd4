/** A success envelope (§7): `{ success: true, message, value }`. */
export function ok<T>(value: T, message = 'Success'): { success: true; message: string; value: T } {
  return { success: true, message, value };
}
