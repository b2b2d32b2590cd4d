/** Snapshot → what the captcha field shows. */
import type { SnapshotFrom } from 'xstate';
import type { captchaMachine } from './captcha.machine';

export type CaptchaSnapshot = SnapshotFrom<typeof captchaMachine>;

export interface CaptchaView {
  /** `data:` URL ready for an img, or null while loading or after a failure. */
  imageSrc: string | null;
  loading: boolean;
  /** Clicking the image reloads it only when true (one reload per second). */
  canRefresh: boolean;
  errorCode: string | null;
}

export function selectCaptcha(snapshot: CaptchaSnapshot): CaptchaView {
  const { image, errorCode } = snapshot.context;
  return {
    imageSrc: image ? `data:image/png;base64,${image}` : null,
    loading: snapshot.hasTag('busy'),
    canRefresh: snapshot.can({ type: 'captcha.refresh' }),
    errorCode,
  };
}
