import type { QrReply, QrRequest } from './qr-svg';

/** A worker-like channel (the QR worker, or a stand-in in tests). */
export interface QrChannel {
  postMessage(request: QrRequest): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<QrReply>) => void): void;
  addEventListener(type: 'error', listener: () => void): void;
}

/** Starts the QR worker; null where the platform has no module workers (tests, old browsers). */
function startWorker(): QrChannel | null {
  if (typeof Worker !== 'function') return null;
  try {
    return new Worker(new URL('./qr-worker.ts', import.meta.url), { type: 'module', name: 'qr' });
  } catch {
    return null;
  }
}

/**
 * Draws on the main thread, in a task of its own (the library is fetched on first use); not at
 * all when `signal` is aborted by then.
 */
function drawHere(text: string, size: number, signal?: AbortSignal): Promise<string> {
  return new Promise<void>((resolve) => setTimeout(resolve, 0))
    .then(() => {
      signal?.throwIfAborted();
      return import('./qr-svg');
    })
    .then(({ drawQrSvg }) => drawQrSvg(text, size));
}

/**
 * Draws QR codes as SVG off the page's main thread (issue 13, TBT): the `qrcode` library's first
 * code was a 30–40 ms task of a mid-range phone's first load of /down, four times that in
 * Lighthouse's simulation. One worker, started on the first request, draws every code; its
 * replies come by request number. Where there is no worker — the platform has none, or it fails
 * to start (a CSP without `worker-src 'self'`) — codes are drawn on the main thread in a task of
 * their own, as before.
 * @param start makes the worker (replaceable in tests).
 * @returns `draw(text, size px, signal?)`: resolves to the SVG markup; rejects when the code cannot
 *   be drawn, or with the signal's reason once it is aborted (a code no longer shown is then not
 *   drawn on the main thread).
 */
export function qrDrawer(
  start: () => QrChannel | null = startWorker,
): (text: string, size: number, signal?: AbortSignal) => Promise<string> {
  let channel: QrChannel | null | undefined;
  let broken = false;
  let lastId = 0;
  const waiting = new Map<
    number,
    {
      text: string;
      size: number;
      signal?: AbortSignal;
      resolve: (svg: string) => void;
      reject: (error: unknown) => void;
    }
  >();
  const open = (): QrChannel | null => {
    if (channel !== undefined) return channel;
    channel = start();
    channel?.addEventListener('message', ({ data }: MessageEvent<QrReply>) => {
      const entry = waiting.get(data.id);
      waiting.delete(data.id);
      if (!entry) return;
      if (data.svg === null) entry.reject(new Error('the QR code could not be drawn'));
      else entry.resolve(data.svg);
    });
    channel?.addEventListener('error', () => {
      // The worker did not load: what it was asked is drawn here, and so is every later code.
      broken = true;
      for (const { text, size, signal, resolve, reject } of waiting.values())
        drawHere(text, size, signal).then(resolve, reject);
      waiting.clear();
    });
    return channel;
  };
  return (text, size, signal) => {
    const worker = broken ? null : open();
    if (!worker) return drawHere(text, size, signal);
    return new Promise<string>((resolve, reject) => {
      const id = ++lastId;
      waiting.set(id, { text, size, ...(signal ? { signal } : {}), resolve, reject });
      signal?.addEventListener('abort', () => {
        if (waiting.delete(id))
          reject(signal.reason instanceof Error ? signal.reason : new DOMException('aborted', 'AbortError'));
      });
      worker.postMessage({ id, text, size });
    });
  };
}

/** The site's QR drawer ({@link qrDrawer}), shared by every QR image. */
export const drawQr = qrDrawer();
