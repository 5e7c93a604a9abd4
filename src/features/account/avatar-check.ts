import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '../../lib/api/account';

/** Why a chosen avatar file is refused before upload, mirroring the server (§8). */
export type AvatarProblem = 'type' | 'size';

/**
 * Client-side avatar check, the same rules as `POST /wps/member/info/icon` (§8 "only png or jpg",
 * "Image too large (5MB)"): type image/png or image/jpeg with a .png/.jpg/.jpeg name, at most
 * {@link AVATAR_MAX_BYTES} bytes (5 MiB). The server still checks the bytes' signature.
 * @returns the first problem, or null when the file may be uploaded.
 */
export function checkAvatarFile(file: { name: string; type: string; size: number }): AvatarProblem | null {
  if (!AVATAR_TYPES.includes(file.type) || !/\.(png|jpe?g)$/i.test(file.name)) return 'type';
  if (file.size > AVATAR_MAX_BYTES) return 'size';
  return null;
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

/** True when the first bytes are a PNG or JPEG signature (a renamed GIF is caught here too). */
export function hasImageSignature(bytes: Uint8Array): boolean {
  const starts = (sig: number[]) => bytes.length >= sig.length && sig.every((b, i) => bytes[i] === b);
  return starts(PNG) || starts(JPEG);
}
