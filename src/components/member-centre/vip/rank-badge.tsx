/** A rank's badge: the crown on the club's two colours, with the level. */
import type { CSSProperties } from 'react';
import { Icon } from '../../ui/icons';

export interface RankBadgeProps {
  rankLevel: number;
  color: string;
  color2: string;
  size?: 'sm' | 'lg';
  label?: string;
}

/** The club colours are data from the answer, handed to the stylesheet as custom properties. */
export const clubColours = (color: string, color2: string): CSSProperties => ({ '--club': color, '--club-2': color2 }) as CSSProperties;

export function RankBadge({ rankLevel, color, color2, size = 'sm', label }: RankBadgeProps) {
  return (
    // Without a label the badge sits beside the rank's name, which already says it: hidden from assistive technology.
    <span className={`vip-badge vip-badge--${size}`} style={clubColours(color, color2)} role={label ? 'img' : undefined} aria-label={label} aria-hidden={label ? undefined : true}>
      <Icon name="crown" size={size === 'lg' ? 34 : 16} />
      <span className="vip-badge__level">{rankLevel}</span>
    </span>
  );
}
