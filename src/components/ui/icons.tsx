/** Line icons drawn on a 24-unit grid; they inherit the text colour. */
import type { ReactElement, SVGProps } from 'react';

export type IconName =
  | 'menu'
  | 'home'
  | 'crown'
  | 'gift'
  | 'users'
  | 'percent'
  | 'headset'
  | 'download'
  | 'globe'
  | 'mail'
  | 'eye'
  | 'eyeOff'
  | 'refresh'
  | 'wallet'
  | 'withdraw'
  | 'chevronRight'
  | 'chevronDown'
  | 'close'
  | 'telegram'
  | 'facebook'
  | 'user'
  | 'logout'
  | 'receipt'
  | 'history'
  | 'briefcase'
  | 'star'
  | 'shield'
  | 'cards'
  | 'slot'
  | 'fish'
  | 'ball'
  | 'gamepad'
  | 'rooster'
  | 'ticket'
  | 'store'
  | 'help'
  | 'spark'
  | 'play'
  | 'alert'
  | 'tools'
  | 'pin'
  | 'check'
  | 'megaphone'
  | 'phone'
  | 'search';

const paths: Record<IconName, ReactElement> = {
  menu: <path d="M4 6h16M4 12h16M4 18h10" />,
  home: <path d="M3 11.5 12 4l9 7.5M5.5 9.5V20h13V9.5M10 20v-5h4v5" />,
  crown: <path d="m3 8 4.5 4L12 5l4.5 7L21 8l-2 11H5L3 8Z" />,
  gift: <path d="M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7S10.5 3 8 3.6C6 4 6.5 7 12 7Zm0 0s1.5-4 4-3.4C18 4 17.5 7 12 7Z" />,
  users: <path d="M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Zm-6 9c0-3.3 2.7-6 6-6s6 2.7 6 6M16 4.5a3.5 3.5 0 0 1 0 6.5m2 9c0-2.6-1.2-4.7-3-5.6" />,
  percent: <path d="M19 5 5 19M7.5 9.5a2 2 0 1 0 0-4 2 2 0 0 0 0 4Zm9 9a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z" />,
  headset: <path d="M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v6H5a1 1 0 0 1-1-1v-5Zm16 0h-3v6h2a1 1 0 0 0 1-1v-5Zm-3 6c0 1-1.5 1.5-4 1.5" />,
  download: <path d="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 20h14" />,
  globe: <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm-9-9h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z" />,
  mail: <path d="M4 6h16v12H4zM4 7l8 6 8-6" />,
  eye: <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12Zm9.5 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z" />,
  eyeOff: <path d="M3 3l18 18M10.6 6c.5-.1.9-.1 1.4-.1 6 0 9.5 6.1 9.5 6.1a17 17 0 0 1-2.6 3.3M6.6 6.6A16.6 16.6 0 0 0 2.5 12s3.5 6.5 9.5 6.5c1.7 0 3.2-.5 4.5-1.2M9.9 9.9a3 3 0 0 0 4.2 4.2" />,
  refresh: <path d="M20 11a8 8 0 0 0-14.3-4.5L4 8.5M4 4v4.5h4.5M4 13a8 8 0 0 0 14.3 4.5l1.7-2M20 20v-4.5h-4.5" />,
  wallet: <path d="M4 7.5A2.5 2.5 0 0 1 6.5 5H18v3M4 7.5V18a2 2 0 0 0 2 2h14V8H6.5A2.5 2.5 0 0 1 4 7.5ZM16 14h1.5" />,
  withdraw: <path d="M4 7h16v12H4zM12 16V9m0 0-3 3m3-3 3 3M4 11h3m10 0h3" />,
  chevronRight: <path d="m9 5 7 7-7 7" />,
  chevronDown: <path d="m5 9 7 7 7-7" />,
  close: <path d="M6 6l12 12M18 6 6 18" />,
  telegram: <path d="M21 4 3 11l6 2.5M21 4l-3 16-7.5-6.5M21 4 9 13.5V19l3-3.5" />,
  facebook: <path d="M14.5 8H17V4h-2.5A4.5 4.5 0 0 0 10 8.5V11H7.5v4H10v6h4v-6h2.5l.5-4h-3V8.5c0-.3.2-.5.5-.5Z" />,
  user: <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8.5c.8-3.5 3.6-5.5 7-5.5s6.2 2 7 5.5" />,
  logout: <path d="M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4M10 16l-4-4 4-4M6 12h10" />,
  receipt: <path d="M6 3h12v18l-3-2-3 2-3-2-3 2V3Zm3 5h6m-6 4h6m-6 4h3" />,
  history: <path d="M4 12a8 8 0 1 0 2.3-5.7L4 8.5M4 4v4.5h4.5M12 8v4.5l3 2" />,
  briefcase: <path d="M4 8h16v11H4zM9 8V5.5h6V8M4 13h16" />,
  star: <path d="m12 3.5 2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9L12 3.5Z" />,
  shield: <path d="M12 3 5 6v5.5c0 4.4 3 8.1 7 9.5 4-1.4 7-5.1 7-9.5V6l-7-3Zm-3 9 2.2 2.2L15.5 10" />,
  cards: <path d="M8.5 4.5 17 6.8l-3.3 12.6-8.5-2.3L8.5 4.5ZM13.8 4.6l5.3 1.4-2.2 8" />,
  slot: <path d="M4 6h13v13H4zM17 9h2a1 1 0 0 1 1 1v3M20 8V6M8 10v5m5-5v5M4 19h13M6.5 3h8" />,
  fish: <path d="M3 12c3-4.5 8-6 12-4.5 2 .8 3.6 2.3 4.5 4.5-.9 2.2-2.5 3.7-4.5 4.5-4 1.5-9 0-12-4.5Zm0 0-1-3.5m1 3.5-1 3.5M15.5 11h.01" />,
  ball: <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-13.5 3.5 2.5-1.3 4h-4.4l-1.3-4L12 7.5Zm0 0V3.5m3.5 6.5 4.5-1.5M14.2 14l2.6 4M9.8 14l-2.6 4M8.5 10 4 8.5" />,
  gamepad: <path d="M7 8h10a4 4 0 0 1 4 4l-.5 4a2.5 2.5 0 0 1-4.4 1.2L14.5 15h-5l-1.6 2.2A2.5 2.5 0 0 1 3.5 16L3 12a4 4 0 0 1 4-4Zm1 2.5v3m-1.5-1.5h3M15.5 11h.01M17.5 13h.01" />,
  rooster: <path d="M9 20h6M12 20v-3m-4.5-1C5 14.5 4.5 11 6 8.5L9.5 11 10 6l2.5 3 1-5 2 5.5c2.5 1 3.5 3.5 2.5 6-1 2.3-3.2 3.5-6 3.5s-3.5-.5-4.5-2Z" />,
  ticket: <path d="M3 8a2 2 0 0 0 0 4v0a2 2 0 0 0 0 4v2h18v-2a2 2 0 0 1 0-4 2 2 0 0 1 0-4V6H3v2Zm11-2v12" />,
  store: <path d="M4 9h16l-1.5-4.5h-13L4 9Zm0 0v1.5a2.7 2.7 0 0 0 5.3 0 2.7 2.7 0 0 0 5.4 0 2.7 2.7 0 0 0 5.3 0V9M5.5 12.5V20h13v-7.5M10 20v-4.5h4V20" />,
  search: <path d="M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13Zm4.8-1.7L20 20" />,
  help: <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm-2.5-11.5a2.6 2.6 0 0 1 5 .9c0 1.7-2.5 2.1-2.5 3.6M12 17h.01" />,
  spark: <path d="M12 3v4m0 10v4M3 12h4m10 0h4M6 6l2.5 2.5m7 7L18 18M18 6l-2.5 2.5m-7 7L6 18" />,
  play: <path d="M8 5.5v13L19 12 8 5.5Z" />,
  alert: <path d="M12 4 2.5 20h19L12 4Zm0 6v4.5m0 2.5h.01" />,
  tools: <path d="M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.8-3.8a6 6 0 0 1-7.9 7.9l-6.9 6.9a2.1 2.1 0 0 1-3-3l6.9-6.9a6 6 0 0 1 7.9-7.9l-3.8 3.8Z" />,
  check: <path d="m5 12.5 4.5 4.5L19 7.5" />,
  megaphone: <path d="M4 10v4h3l7 4V6L7 10H4Zm13-1.5a4.5 4.5 0 0 1 0 7M7 14l1.5 5h2L9.5 15" />,
  pin: <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Zm0-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z" />,
  phone: <path d="M8 3h8a1.5 1.5 0 0 1 1.5 1.5v15A1.5 1.5 0 0 1 16 21H8a1.5 1.5 0 0 1-1.5-1.5v-15A1.5 1.5 0 0 1 8 3Zm3 15h2" />,
};

export interface IconProps extends SVGProps<SVGSVGElement> {
  name: IconName;
  size?: number;
}

export function Icon({ name, size = 20, ...rest }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...rest}>
      {paths[name]}
    </svg>
  );
}
