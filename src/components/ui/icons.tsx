/**
 * Line icons drawn on a 24-unit grid; they inherit the text colour. The
 * drawings live in one sprite file (./icons.svg, a `<symbol>` per name) that
 * the browser fetches once and caches, instead of riding in the script of
 * every page.
 */
import type { SVGProps } from 'react';
// `no-inline`: an external `<use>` needs a file; a data: URL of the sprite would not be followed.
import spriteUrl from './icons.svg?no-inline';

export const iconNames = [
  'menu',
  'home',
  'crown',
  'gift',
  'users',
  'percent',
  'headset',
  'download',
  'globe',
  'mail',
  'eye',
  'eyeOff',
  'refresh',
  'wallet',
  'withdraw',
  'chevronRight',
  'chevronDown',
  'close',
  'telegram',
  'facebook',
  'user',
  'logout',
  'receipt',
  'history',
  'briefcase',
  'star',
  'shield',
  'cards',
  'slot',
  'fish',
  'ball',
  'gamepad',
  'rooster',
  'ticket',
  'store',
  'help',
  'spark',
  'play',
  'alert',
  'tools',
  'pin',
  'check',
  'megaphone',
  'phone',
  'search',
] as const;

export type IconName = (typeof iconNames)[number];

export interface IconProps extends SVGProps<SVGSVGElement> {
  name: IconName;
  size?: number;
}

export function Icon({ name, size = 20, ...rest }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...rest}>
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
