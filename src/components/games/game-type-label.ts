/** A vendor's game type (gameClassify code) in words: translated where the portal knows the code, else the code made readable. */
import type { TFunction } from 'i18next';

export function gameTypeLabel(t: TFunction, code: string): string {
  const readable = code.charAt(0) + code.slice(1).toLowerCase().replace(/_/g, ' ');
  return t(`games.lobby.types.${code}`, { defaultValue: readable });
}
