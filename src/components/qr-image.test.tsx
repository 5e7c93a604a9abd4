// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QrImage } from './qr-image';

const toString = vi.hoisted(() => vi.fn((text: string) => Promise.resolve(`<svg>${text}</svg>`)));
vi.mock('qrcode', () => ({ default: { toString } }));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  toString.mockClear();
});

describe('QrImage (issue 13: the code is drawn in a task of its own, as SVG)', () => {
  it('draws nothing in the commit that mounts it, then the SVG code in the next task', async () => {
    vi.useFakeTimers();
    render(<QrImage text="https://lotus.example/app" alt="QR code" size={120} />);
    expect(toString).not.toHaveBeenCalled();
    expect(screen.queryByRole('img')).toBeNull();
    await act(async () => {
      await vi.runAllTimersAsync();
    });
    expect(toString).toHaveBeenCalledWith('https://lotus.example/app', {
      type: 'svg',
      width: 120,
      margin: 1,
    });
    const img = screen.getByRole('img', { name: 'QR code' });
    expect(img.getAttribute('src')).toBe(
      `data:image/svg+xml;charset=utf-8,${encodeURIComponent('<svg>https://lotus.example/app</svg>')}`,
    );
    expect(img.getAttribute('width')).toBe('120');
  });

  it('never draws a code it no longer shows', async () => {
    vi.useFakeTimers();
    const { unmount } = render(<QrImage text="a" alt="QR code" />);
    unmount();
    await vi.runAllTimersAsync();
    expect(toString).not.toHaveBeenCalled();
  });
});
