import { IMAGE_MAX_BYTES, IMAGE_MAX_COUNT, IMAGE_TYPES, REMARK_MAX } from '../../lib/api/wallet';

/** Why chosen images are refused (i18n keys `wallet:images.*`; §8 "Image too large (5MB)", "more than 3 images", "only png or jpg"). */
export type ImageProblem = 'type' | 'size' | 'count';

/**
 * Client-side check of proof / application images, the same rules as the server (§5, §9): each
 * png or jpg (type and name), at most {@link IMAGE_MAX_BYTES} (5 MiB), and together with the
 * `already` uploaded ones at most {@link IMAGE_MAX_COUNT} (3).
 * @returns the first problem, or null when every file may be sent.
 */
export function checkImages(
  files: readonly { name: string; type: string; size: number }[],
  already = 0,
): ImageProblem | null {
  if (already + files.length > IMAGE_MAX_COUNT) return 'count';
  for (const file of files) {
    if (!IMAGE_TYPES.includes(file.type) || !/\.(png|jpe?g)$/i.test(file.name)) return 'type';
    if (file.size > IMAGE_MAX_BYTES) return 'size';
  }
  return null;
}

/** §9 activity remark: characters left (negative when over) counted by code points. */
export function remarkLeft(remark: string): number {
  return REMARK_MAX - [...remark].length;
}

/** Reads a file as a `data:` URL (the activity application sends images so). */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}
