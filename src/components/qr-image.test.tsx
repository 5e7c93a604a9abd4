// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QrImage } from './qr-image';
import { qrDrawer, type QrChannel } from './qr-draw';
import { answerQrRequest, type QrReply, type QrRequest } from './qr-svg';

const toString = vi.hoisted(() =>
  vi.fn((text: string) =>
    text === 'too long' ? Promise.reject(new Error('too long')) : Promise.resolve(`<svg>${text}</svg>`),
  ),
);
vi.mock('qrcode', () => ({ default: { toString } }));

afterEach(() => {
  cleanup();
  toString.mockClear();
});

/** A stand-in for the QR worker: answers each request as the worker does, when told to. */
function fakeWorker() {
  const listeners: { message: ((event: MessageEvent<QrReply>) => void)[]; error: (() => void)[] } = {
    message: [],
    error: [],
  };
  const requests: QrRequest[] = [];
  const channel: QrChannel = {
    postMessage: (request) => requests.push(request),
    addEventListener: (type: 'message' | 'error', listener: never) => listeners[type].push(listener),
  };
  return {
    channel,
    requests,
    /** Answers every request received so far, as the worker would. */
    async answerAll() {
      for (const request of requests.splice(0)) {
        const reply = await answerQrRequest(request);
        for (const listener of listeners.message) listener({ data: reply } as MessageEvent<QrReply>);
      }
    },
    fail() {
      for (const listener of listeners.error) listener();
    },
  };
}

describe('qrDrawer (issue 13: QR codes are drawn off the main thread)', () => {
  it('asks the worker, started once, and resolves each code by its request number', async () => {
    const worker = fakeWorker();
    const start = vi.fn(() => worker.channel);
    const draw = qrDrawer(start);
    const first = draw('https://lotus.example/android', 100);
    const second = draw('https://lotus.example/ios', 120);
    expect(start).toHaveBeenCalledTimes(1);
    expect(worker.requests).toEqual([
      { id: 1, text: 'https://lotus.example/android', size: 100 },
      { id: 2, text: 'https://lotus.example/ios', size: 120 },
    ]);
    expect(toString).not.toHaveBeenCalled(); // nothing is drawn on this thread
    await worker.answerAll();
    await expect(first).resolves.toBe('<svg>https://lotus.example/android</svg>');
    await expect(second).resolves.toBe('<svg>https://lotus.example/ios</svg>');
    expect(toString).toHaveBeenCalledWith('https://lotus.example/ios', {
      type: 'svg',
      width: 120,
      margin: 1,
    });
  });

  it('rejects a code the worker could not draw, and a code given up before its answer', async () => {
    const worker = fakeWorker();
    const draw = qrDrawer(() => worker.channel);
    const bad = draw('too long', 100);
    const shown = new AbortController();
    const dropped = draw('https://lotus.example/gone', 100, shown.signal);
    shown.abort(new Error('unmounted'));
    await expect(dropped).rejects.toThrow('unmounted');
    await worker.answerAll();
    await expect(bad).rejects.toThrow('could not be drawn');
  });

  it('draws here, in a later task, what a worker that failed to load was asked, and every later code', async () => {
    const worker = fakeWorker();
    const draw = qrDrawer(() => worker.channel);
    const asked = draw('https://lotus.example/a', 100);
    worker.fail();
    expect(toString).not.toHaveBeenCalled();
    await expect(asked).resolves.toBe('<svg>https://lotus.example/a</svg>');
    await expect(draw('https://lotus.example/b', 100)).resolves.toBe('<svg>https://lotus.example/b</svg>');
    expect(worker.requests).toHaveLength(1);
  });

  it('draws here where there is no worker, and not at all for a code given up before its task', async () => {
    const draw = qrDrawer(() => null);
    const shown = new AbortController();
    const dropped = expect(draw('https://lotus.example/gone', 100, shown.signal)).rejects.toThrow(
      'unmounted',
    );
    shown.abort(new Error('unmounted'));
    await expect(draw('https://lotus.example/kept', 100)).resolves.toBe(
      '<svg>https://lotus.example/kept</svg>',
    );
    await dropped;
    expect(toString).toHaveBeenCalledTimes(1);
  });
});

describe('QrImage', () => {
  it('draws nothing in the commit that mounts it, then the SVG code (here without a worker)', async () => {
    render(<QrImage text="https://lotus.example/app" alt="QR code" size={120} />);
    expect(toString).not.toHaveBeenCalled();
    expect(screen.queryByRole('img')).toBeNull();
    const img = await screen.findByRole('img', { name: 'QR code' });
    expect(img.getAttribute('src')).toBe(
      `data:image/svg+xml;charset=utf-8,${encodeURIComponent('<svg>https://lotus.example/app</svg>')}`,
    );
    expect(img.getAttribute('width')).toBe('120');
  });

  it("holds the code's place with a hidden box of its size while drawing, and leaves nothing when it fails", async () => {
    const { container } = render(
      <>
        <QrImage text="https://lotus.example/app" alt="Drawn" size={120} />
        <QrImage text="too long" alt="Failed" />
      </>,
    );
    const boxes = container.querySelectorAll('svg.qr-pending');
    expect([...boxes].map((box) => [box.getAttribute('width'), box.getAttribute('height')])).toEqual([
      ['120', '120'],
      ['100', '100'],
    ]);
    expect([...boxes].every((box) => box.getAttribute('aria-hidden') === 'true')).toBe(true);
    await screen.findByRole('img', { name: 'Drawn' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(container.querySelector('svg.qr-pending')).toBeNull();
    expect(screen.queryByRole('img', { name: 'Failed' })).toBeNull();
  });

  it('never draws a code it no longer shows', async () => {
    const { unmount } = render(<QrImage text="gone" alt="Gone" />);
    unmount();
    render(<QrImage text="kept" alt="Kept" />);
    await screen.findByRole('img', { name: 'Kept' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(toString.mock.calls.map(([text]) => text)).toEqual(['kept']);
  });
});
