/**
 * Contract of the page files `src/app/member-centre/pages/<kebab-name>-page.tsx`.
 * The overlay draws the frame (left menu, heading, close); a page renders its
 * pane only, as its default export. App-wide dependencies come from
 * `useApp()` (http client, session actor, shell actor).
 */
import type { MemberCentrePage } from './centre-pages';

export interface CentrePageProps {
  /** Opens another page of the centre (e.g. withdraw → securityCenter to set the withdrawal password). */
  go(page: MemberCentrePage): void;
  /** Closes the centre. */
  close(): void;
}
