/** Addresses of the generated game art, relative to the gateway (routes/games/images.ts serves them). */
export const gameIconBase = '/common/games/icons/';
export const vendorLogoBase = '/common/games/vendors/';

export const gameIconPath = (code: string): string => `${gameIconBase}${code}.svg`;
export const vendorLogoPath = (code: string): string => `${vendorLogoBase}${code}.svg`;
