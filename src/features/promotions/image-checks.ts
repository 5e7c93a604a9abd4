import {
  APPLY_IMAGE_MAX_BYTES,
  APPLY_IMAGE_TYPES,
  APPLY_IMAGES_MAX,
  APPLY_REMARK_MAX,
} from '../../lib/api/promotions';

/** Why chosen images are refused (i18n keys `promotions:apply.images.*`; §8). */
export type ImageProblem = 'type' | 'size' | 'count';

/**
 * The application's image rules, checked before sending (§5, §9; the server checks them again):
 * png or jpg by type and name, at most 5 MB each, at most 3 together with `already` chosen ones.
 * @returns the first problem, or null.
 */
export function checkImages(
  files: readonly { name: string; type: string; size: number }[],
  already = 0,
): ImageProblem | null {
  if (already + files.length > APPLY_IMAGES_MAX) return 'count';
  for (const file of files) {
    if (!APPLY_IMAGE_TYPES.includes(file.type) || !/\.(png|jpe?g)$/i.test(file.name)) return 'type';
    if (file.size > APPLY_IMAGE_MAX_BYTES) return 'size';
  }
  return null;
}

/** §9 activity remark: characters left (negative when over), counted by code points. */
export function remarkLeft(remark: string): number {
  return APPLY_REMARK_MAX - [...remark].length;
}

/** Reads a file as a `data:` URL (the application sends its images so). */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}
