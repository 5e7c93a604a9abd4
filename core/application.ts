/**
 * The limits of an activity or promotion application (spec §5 apply, §9 constants), the same for
 * the site's checks and the server's (`server/src/services/application.ts`).
 */

/** Longest remark, in code points. */
export const APPLY_REMARK_MAX = 140;
/** Most images one application may carry. */
export const APPLY_IMAGES_MAX = 3;
/** Largest image, in bytes (5 MB). */
export const APPLY_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** The image types an application takes (checked by declared type and by signature). */
export const APPLY_IMAGE_TYPES: readonly string[] = ['image/png', 'image/jpeg'];
