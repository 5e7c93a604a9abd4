import { describe, expect, it } from 'vitest';
import { FRAME_SANDBOX, FRAME_SANDBOX_SAME_ORIGIN, frameSandbox } from './game-page';

describe('frameSandbox', () => {
  it('never lets a same-origin frame keep both allow-scripts and allow-same-origin', () => {
    const page = 'https://lotus.example';
    expect(frameSandbox('/vendor/play?launch=x', page)).toBe(FRAME_SANDBOX_SAME_ORIGIN);
    expect(frameSandbox('https://lotus.example/vendor/play?launch=x', page)).toBe(FRAME_SANDBOX_SAME_ORIGIN);
    expect(FRAME_SANDBOX_SAME_ORIGIN.split(' ')).not.toContain('allow-same-origin');
  });

  it('gives a vendor on its own origin its origin back, and no frame top navigation', () => {
    expect(frameSandbox('https://vendor.example/play?launch=x', 'https://lotus.example')).toBe(FRAME_SANDBOX);
    expect(frameSandbox('https://lotus.example:8443/x', 'https://lotus.example')).toBe(FRAME_SANDBOX);
    for (const sandbox of [FRAME_SANDBOX, FRAME_SANDBOX_SAME_ORIGIN])
      expect(sandbox).not.toMatch(/allow-top-navigation/);
  });
});
