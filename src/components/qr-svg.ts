import QRCode from 'qrcode';

/** A request to draw one QR code (the message {@link answerQrRequest} reads). */
export interface QrRequest {
  /** The caller's number for this request, echoed in the reply. */
  id: number;
  /** The text the code holds (a URL, a VietQR payload). */
  text: string;
  /** Width and height of the drawing in px. */
  size: number;
}

/** The reply to a {@link QrRequest}: the SVG markup, or `svg: null` when it could not be drawn. */
export interface QrReply {
  id: number;
  svg: string | null;
}

/**
 * The SVG markup of the QR code of `text` (the `qrcode` library, `size` px square, a one-module
 * quiet zone). Run in the QR worker (`qr-worker.ts`), or on the main thread where there is none.
 * @throws the library's error when `text` does not fit a QR code.
 */
export function drawQrSvg(text: string, size: number): Promise<string> {
  return QRCode.toString(text, { type: 'svg', width: size, margin: 1 });
}

/** Answers one request; a text that cannot be drawn gets `svg: null` rather than an error. */
export async function answerQrRequest({ id, text, size }: QrRequest): Promise<QrReply> {
  try {
    return { id, svg: await drawQrSvg(text, size) };
  } catch {
    return { id, svg: null };
  }
}
