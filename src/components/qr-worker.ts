/// <reference lib="webworker" />
import { answerQrRequest, type QrRequest } from './qr-svg';

// The QR worker (qr-draw.ts): draws each requested code off the page's main thread.
const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = (event: MessageEvent<QrRequest>) => {
  void answerQrRequest(event.data).then((reply) => scope.postMessage(reply));
};
