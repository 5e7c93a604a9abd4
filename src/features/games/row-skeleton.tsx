/**
 * What a row of games or category cards shows while it loads: `count` empty cards of the real ones' size,
 * labelled as loading, so the rows below do not move when the games arrive (issue 13, CLS).
 */
export function RowSkeleton({ count, kind, label }: { count: number; kind: 'tile' | 'card'; label: string }) {
  return (
    <ul
      className={kind === 'tile' ? 'game-row-list' : 'category-grid'}
      aria-label={label}
      aria-busy="true"
      data-testid="row-skeleton"
    >
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={`skeleton skeleton-${kind}`} />
      ))}
    </ul>
  );
}
