import { describe, expect, it } from 'vitest';
import { listImageLoading } from './list-image-loading';

describe('listImageLoading (issue 13: the first row loads at once)', () => {
  it('loads the first row at once, the first image with high priority, the rest lazily', () => {
    expect([0, 1, 2, 3, 8].map((index) => listImageLoading(index, 3))).toEqual([
      { loading: 'eager', fetchPriority: 'high' },
      { loading: 'eager', fetchPriority: 'auto' },
      { loading: 'eager', fetchPriority: 'auto' },
      { loading: 'lazy', fetchPriority: 'auto' },
      { loading: 'lazy', fetchPriority: 'auto' },
    ]);
  });

  it('gives slides after the first a low priority, and always loads the first image at once', () => {
    expect([0, 1].map((index) => listImageLoading(index, 1, 'low'))).toEqual([
      { loading: 'eager', fetchPriority: 'high' },
      { loading: 'lazy', fetchPriority: 'low' },
    ]);
    expect(listImageLoading(0, 0)).toEqual({ loading: 'eager', fetchPriority: 'high' });
  });
});
