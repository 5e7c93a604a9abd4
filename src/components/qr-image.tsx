import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** §9 QR size 100 (px). */
export const QR_SIZE = 100;

/**
 * The QR code of `text` (the `qrcode` library, {@link QR_SIZE} px, §9) as an image named `alt`;
 * nothing while it is drawn or when drawing fails. Used by the referral page and the agent
 * centre's invitation links.
 */
export function QrImage({ text, alt, testId }: { text: string; alt: string; testId?: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(text, { width: QR_SIZE, margin: 1 }).then(
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
  }, [text]);
  return src ? <img src={src} width={QR_SIZE} height={QR_SIZE} alt={alt} data-testid={testId} /> : null;
}
