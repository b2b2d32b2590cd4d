/** Figures of a period side by side (bets, stake, payout, profit; a sum): label over value. */
import type { ReactNode } from 'react';
import './records.css';

export interface SummaryFigure {
  key: string;
  label: string;
  value: ReactNode;
}

export function SummaryStrip({ figures, testId }: { figures: SummaryFigure[]; testId?: string }) {
  return (
    <dl className="mc-summary" data-testid={testId}>
      {figures.map((figure) => (
        <div key={figure.key} className="mc-summary__item" data-testid={`summary-${figure.key}`}>
          <dt>{figure.label}</dt>
          <dd>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
