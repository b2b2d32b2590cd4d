/** Line glyphs of the lobbies (heart, search, trophy, flame, clock), drawn like the portal's icons on a 24-unit grid. */
import type { ReactElement, SVGProps } from 'react';

export type GameGlyphName = 'heart' | 'search' | 'trophy' | 'flame' | 'clock' | 'users' | 'wrench' | 'grid';

const paths: Record<GameGlyphName, ReactElement> = {
  heart: <path d="M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7a4.3 4.3 0 0 1 7.5 2.8C19.5 15.4 12 20 12 20Z" />,
  search: <path d="M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13Zm4.7-1.8L20 20" />,
  trophy: <path d="M8 4h8v5a4 4 0 0 1-8 0V4Zm0 2H4.5c0 3 1.5 4.5 3.7 4.8M16 6h3.5c0 3-1.5 4.5-3.7 4.8M12 13v4m-4 3h8m-6.5 0 .5-3h4l.5 3" />,
  flame: <path d="M12 21c-3.9 0-6.5-2.6-6.5-6.1 0-3.7 3.3-5.4 4-9.9 2.6 1.6 4.2 4 4.4 6.4.8-.6 1.4-1.6 1.6-2.8 1.9 1.6 3 3.7 3 6.3 0 3.5-2.6 6.1-6.5 6.1Zm0 0c-1.7 0-2.8-1.1-2.8-2.6 0-1.8 1.6-2.5 2.3-4.4 1.7 1 3.3 2.4 3.3 4.4 0 1.5-1.1 2.6-2.8 2.6Z" />,
  clock: <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-13.5V12l3 2" />,
  users: <path d="M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Zm-6 9c0-3.3 2.7-6 6-6s6 2.7 6 6m1-15.5a3.5 3.5 0 0 1 0 6.5m2 9c0-2.6-1.2-4.7-3-5.6" />,
  wrench: <path d="M14.5 6.5a4 4 0 0 0 5 5l-8.8 8.8a2.1 2.1 0 0 1-3-3l8.8-8.8a4 4 0 0 0-2-2Zm0 0L17 4l3 3-2.5 2.5" />,
  grid: <path d="M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z" />,
};

export interface GameGlyphProps extends Omit<SVGProps<SVGSVGElement>, 'name'> {
  name: GameGlyphName;
  size?: number;
  /** Filled instead of outlined (a chosen favourite's heart). */
  filled?: boolean;
}

export function GameGlyph({ name, size = 18, filled = false, ...rest }: GameGlyphProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {paths[name]}
    </svg>
  );
}
