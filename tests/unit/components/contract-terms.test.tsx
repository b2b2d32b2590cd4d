/** A contract's terms in plain words count the active members as a number reads: one member, two members, in EN and TY. */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { TermsSentence } from '../../../src/components/contracts/contract-terms';
import { renderView } from './member-centre-funds/render-view';

const daily = (activeMembers: number) => ({ teamBetting: '1000.00', activeMembers, rate: '1.50', dailyBetAmount: '100.00', amount: '5.00' });
const dividend = (activeMembers: number) => ({ period: 'W', validBet: '5000.00', profitLoss: '1000.00', activeMembers, rate: '12.50' });
const sentence = () => screen.getByTestId('terms').textContent ?? '';

describe('contract terms sentence', () => {
  it('says "1 member" for one and "members" for more, in EN', () => {
    const { rerender } = renderView(<TermsSentence kind="dailySalary" terms={daily(1)} testId="terms" />);
    expect(sentence()).toContain('at least 1 member bets 100.00 or more');
    rerender(<TermsSentence kind="dailySalary" terms={daily(3)} testId="terms" />);
    expect(sentence()).toContain('at least 3 members each bet 100.00 or more');
    rerender(<TermsSentence kind="dividend" terms={dividend(1)} testId="terms" />);
    expect(sentence()).toContain('at least 1 member plays.');
    rerender(<TermsSentence kind="dividend" terms={dividend(2)} testId="terms" />);
    expect(sentence()).toContain('at least 2 members play.');
  });

  it('reads a one-member count in TY too', () => {
    renderView(<TermsSentence kind="dailySalary" terms={daily(1)} testId="terms" />, 'TY');
    expect(sentence()).toContain('hindi bababa sa 1 miyembro ang tumaya');
    expect(sentence()).not.toContain('{{');
  });
});
