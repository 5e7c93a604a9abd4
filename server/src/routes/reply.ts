import { AppError } from '../errors.ts';

/** A success envelope (§7): `{ success: true, message, value }`. */
export function ok<T>(value: T, message = 'Success'): { success: true; message: string; value: T } {
  return { success: true, message, value };
}

/**
 * The member of an authenticated request (after `app.authenticate`).
 * @throws AppError 401 `UNAUTHORIZED` when there is none.
 */
export function requireUserId(userId: number | null): number {
  if (userId === null) throw new AppError('UNAUTHORIZED', 'Please log in', { statusCode: 401 });
  return userId;
}
