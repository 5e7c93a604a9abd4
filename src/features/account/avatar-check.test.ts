import { describe, expect, it } from 'vitest';
import { checkAvatarFile, hasImageSignature } from './avatar-check';

const MB = 1024 * 1024;

describe('checkAvatarFile (mirrors POST /wps/member/info/icon, §8)', () => {
  it('accepts png and jpg up to 5 MB', () => {
    expect(checkAvatarFile({ name: 'me.png', type: 'image/png', size: 1000 })).toBeNull();
    expect(checkAvatarFile({ name: 'me.JPG', type: 'image/jpeg', size: 5 * MB })).toBeNull();
    expect(checkAvatarFile({ name: 'me.jpeg', type: 'image/jpeg', size: 10 })).toBeNull();
  });

  it('refuses other types, by type or by name', () => {
    expect(checkAvatarFile({ name: 'me.gif', type: 'image/gif', size: 10 })).toBe('type');
    expect(checkAvatarFile({ name: 'me.gif', type: 'image/png', size: 10 })).toBe('type');
    expect(checkAvatarFile({ name: 'me.png', type: 'image/webp', size: 10 })).toBe('type');
    expect(checkAvatarFile({ name: 'me.svg', type: 'image/svg+xml', size: 10 })).toBe('type');
  });

  it('refuses more than 5 MB', () => {
    expect(checkAvatarFile({ name: 'big.png', type: 'image/png', size: 5 * MB + 1 })).toBe('size');
    expect(checkAvatarFile({ name: 'big.jpg', type: 'image/jpeg', size: 6 * MB })).toBe('size');
  });

  it('checks the bytes signature', () => {
    expect(hasImageSignature(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
    expect(hasImageSignature(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe(true);
    expect(hasImageSignature(new TextEncoder().encode('GIF89a'))).toBe(false);
    expect(hasImageSignature(new Uint8Array([]))).toBe(false);
  });
});
