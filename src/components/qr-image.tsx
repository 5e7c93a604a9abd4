import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** §9 QR size 100 (px). */
export const QR_SIZE = 100;

/**
 * The QR code of `text` (the `qrcode` library, {@link QR_SIZE} px, §9) as an image named `alt`;
 * nothing while it is drawn or when drawing fails. Used by the referral page and the agent
 * centre's invitation links; a payment QR (the deposit page) may ask for a larger `size` (px), as
 * its payload is longer.
 */
export function QrImage({
  text,
  alt,
  testId,
  size = QR_SIZE,
}: {
  text: string;
  alt: string;
  testId?: string;
  size?: number;
}) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(text, { width: size, margin: 1 }).then(
      (url) => {
        if (live) setSrc(url);
      },
      () => {
        if (live) setSrc(null);
      },
    );
    return () => {
      live = false;
    };
  }, [text, size]);
  return src ? <img src={src} width={size} height={size} alt={alt} data-testid={testId} /> : null;
}
