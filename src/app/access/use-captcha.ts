/** The captcha child actor → the captcha field's view-model and its refresh callback. */
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { CaptchaImageView } from '../../components/form/captcha-field';
import type { captchaMachine } from '../../machines/captcha/captcha.machine';
import { selectCaptcha, type CaptchaView } from '../../machines/captcha/captcha.selectors';

export type CaptchaRef = ActorRefFrom<typeof captchaMachine>;

const sameView = (a: CaptchaView | null, b: CaptchaView | null) =>
  a === b || (a !== null && b !== null && a.imageSrc === b.imageSrc && a.loading === b.loading && a.canRefresh === b.canRefresh && a.errorCode === b.errorCode);

export function useCaptcha(actor: CaptchaRef | null): { view: CaptchaImageView | null; refresh(): void } {
  const view = useSelector(actor ?? undefined, (snapshot) => (snapshot ? selectCaptcha(snapshot) : null), sameView);
  return { view, refresh: () => actor?.send({ type: 'captcha.refresh' }) };
}
