// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDeferredData } from './use-deferred-data';

interface Props {
  data: string[] | undefined;
  error: Error | null;
}

describe('useDeferredData', () => {
  it('renders the arrival first with the placeholder, then the rows in a second pass', () => {
    const seen: { data: string[] | undefined; isPending: boolean }[] = [];
    const initialProps: Props = { data: undefined, error: null };
    const { rerender } = renderHook(
      (props: Props) => {
        const answer = useDeferredData(props);
        seen.push(answer);
        return answer;
      },
      { initialProps },
    );
    rerender({ data: ['a', 'b'], error: null });
    expect(seen).toEqual([
      { data: undefined, isPending: true },
      { data: undefined, isPending: true },
      { data: ['a', 'b'], isPending: false },
    ]);
  });

  it('is not pending once the query failed without data, so the error shows', () => {
    const { result } = renderHook(() => useDeferredData({ data: undefined, error: new Error('down') }));
    expect(result.current).toEqual({ data: undefined, isPending: false });
  });
});
