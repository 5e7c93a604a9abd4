import { useEffect, useState } from 'react';
import { drawQr } from './qr-draw';

/** §9 QR size 100 (px). */
export const QR_SIZE = 100;

/**
 * The QR code of `text` (the `qrcode` library, {@link QR_SIZE} px, §9) as an image named `alt`.
 * While it is drawn an empty box of the same size, hidden from assistive technology, holds its
 * place, so nothing around it moves when the code appears; nothing when drawing fails. It is
 * drawn as SVG (no canvas, no PNG to encode) by the QR worker ({@link drawQr}), or where there is none in a task of its own after the
 * commit that mounted it, so a page that shows one (/down, the deposit instructions) does not add
 * the code's arithmetic to its first load (issue 13, TBT). Used by the referral page and the agent
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
  /** `undefined` while drawn, `null` when it could not be drawn. */
  const [src, setSrc] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    const shown = new AbortController();
    drawQr(text, size, shown.signal).then(
      (svg) => {
        if (!shown.signal.aborted) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      },
      () => {
        if (!shown.signal.aborted) setSrc(null);
      },
    );
    return () => shown.abort();
  }, [text, size]);
  if (src === undefined)
    return <svg className="qr-pending" width={size} height={size} aria-hidden="true" focusable="false" />;
  return src ? <img src={src} width={size} height={size} alt={alt} data-testid={testId} /> : null;
}
