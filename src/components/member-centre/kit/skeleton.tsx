/** Shimmering placeholders while a page's answer loads, shaped like what will replace them. */
import './kit.css';

export function SkeletonBlock({ height = 16, width = '100%', radius }: { height?: number; width?: number | string; radius?: number }) {
  return <span className="mc-shimmer mc-skeleton" style={{ height, width, borderRadius: radius }} aria-hidden="true" />;
}

/** Rows of a list or table: a wide line and a short one each. */
export function SkeletonRows({ rows = 3, label }: { rows?: number; label?: string }) {
  return (
    <div className="mc-skeleton-rows" role="status" aria-label={label} aria-busy="true" data-testid="mc-skeleton">
      {Array.from({ length: rows }, (_, index) => (
        <div className="mc-skeleton-row" key={index}>
          <SkeletonBlock height={14} width={`${55 - (index % 3) * 10}%`} />
          <SkeletonBlock height={14} width="18%" />
        </div>
      ))}
    </div>
  );
}

/** Cards in a grid (wallets, payment channels). */
export function SkeletonCards({ count = 4, height = 92, label }: { count?: number; height?: number; label?: string }) {
  return (
    <div className="mc-skeleton-cards" role="status" aria-label={label} aria-busy="true" data-testid="mc-skeleton">
      {Array.from({ length: count }, (_, index) => (
        <SkeletonBlock key={index} height={height} radius={12} />
      ))}
    </div>
  );
}
