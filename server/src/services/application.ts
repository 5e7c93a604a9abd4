import { APPLY_IMAGE_MAX_BYTES, APPLY_IMAGES_MAX, APPLY_REMARK_MAX } from '../../../core/application.ts';
import { AppError, fail, invalid } from '../errors.ts';
import { sniffImage } from './member-centre.ts';

/** One checked image of an application: its type by signature and its bytes. */
export interface ApplicationImage {
  mime: string;
  data: Buffer;
}

const unsupportedImage = () =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', 'Only png or jpg images are accepted', { statusCode: 415 });

/**
 * Checks the remark and images of an application (`MCS_rewardApply`, `MCS2_applyPromotion`; §5):
 * remark at most {@link APPLY_REMARK_MAX} code points once trimmed, at most
 * {@link APPLY_IMAGES_MAX} images, each a base64 `data:` URL declared png or jpeg, at most
 * {@link APPLY_IMAGE_MAX_BYTES} bytes, whose signature is png or jpeg.
 * @returns the trimmed remark and the decoded images
 * @throws AppError 400 `VALIDATION` | `TOO_MANY_IMAGES` | 413 `PAYLOAD_TOO_LARGE` | 415 `UNSUPPORTED_MEDIA_TYPE`.
 */
export function checkApplication(body: { remark: string; images: string[] }): {
  remark: string;
  images: ApplicationImage[];
} {
  const remark = body.remark.trim();
  if ([...remark].length > APPLY_REMARK_MAX)
    throw invalid('body/remark', `must be at most ${APPLY_REMARK_MAX} characters`);
  if (body.images.length > APPLY_IMAGES_MAX)
    throw fail('TOO_MANY_IMAGES', `At most ${APPLY_IMAGES_MAX} images can be attached`);
  const images = body.images.map((url, i) => {
    const m = /^data:([a-z/+.-]+);base64,([A-Za-z0-9+/]*={0,2})$/i.exec(url);
    if (!m) throw invalid(`body/images/${i}`, 'must be a base64 data: URL');
    const declared = (m[1] ?? '').toLowerCase();
    if (declared !== 'image/png' && declared !== 'image/jpeg' && declared !== 'image/jpg')
      throw unsupportedImage();
    const data = Buffer.from(m[2] ?? '', 'base64');
    if (data.length > APPLY_IMAGE_MAX_BYTES)
      throw new AppError('PAYLOAD_TOO_LARGE', 'Image too large (5MB)', { statusCode: 413 });
    const mime = sniffImage(data);
    if (!mime) throw unsupportedImage();
    return { mime, data };
  });
  return { remark, images };
}
