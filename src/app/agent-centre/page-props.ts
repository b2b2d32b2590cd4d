/**
 * Contract of the page files `src/app/agent-centre/pages/<kebab-name>-page.tsx`.
 * The overlay draws the frame (menu, heading, close); a page renders its
 * pane only, as its default export. App-wide dependencies come from
 * `useApp()`.
 */
import type { AgentCentrePage } from './agent-pages';

export interface AgentPageProps {
  /** Opens another page of the centre (the team overview's cards open their reports). */
  go(page: AgentCentrePage): void;
  /** Closes the centre. */
  close(): void;
}
