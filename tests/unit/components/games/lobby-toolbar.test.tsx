/** The search box and filters: each control reports its own change, the game type needs no vendor, the bet choices say what they list, the count is plural-aware. */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { LobbyToolbar, type LobbyToolbarProps } from '../../../../src/components/games/lobby-toolbar';
import { renderView } from '../modals/render-view';

const props = (overrides: Partial<LobbyToolbarProps> = {}): LobbyToolbarProps => ({
  searchText: '',
  onSearch: vi.fn(),
  vendors: [
    { value: 'PG', label: 'PG Soft' },
    { value: 'JILI', label: 'JILI Games' },
  ],
  vendor: '',
  onVendor: vi.fn(),
  gameTypes: [],
  gameClassify: '',
  onClassify: vi.fn(),
  minBets: [0.2, 1],
  minBet: null,
  onMinBet: vi.fn(),
  totalCount: 292,
  busy: false,
  ...overrides,
});

describe('lobby toolbar', () => {
  it('reports what is typed in the search box', () => {
    const onSearch = vi.fn();
    renderView(<LobbyToolbar {...props({ onSearch })} />);
    fireEvent.change(screen.getByTestId('lobby-search'), { target: { value: 'Wild' } });
    expect(onSearch).toHaveBeenCalledWith('Wild');
  });

  it('chooses a vendor, and back to all vendors', () => {
    const onVendor = vi.fn();
    renderView(<LobbyToolbar {...props({ onVendor, vendor: 'PG' })} />);
    const select = screen.getByTestId('filter-vendor') as HTMLSelectElement;
    expect([...select.options].map((option) => option.textContent)).toEqual(['All providers', 'PG Soft', 'JILI Games']);
    fireEvent.change(select, { target: { value: 'JILI' } });
    fireEvent.change(select, { target: { value: '' } });
    expect(onVendor.mock.calls).toEqual([['JILI'], ['']]);
  });

  it('leaves out the vendor choice where the page lists one vendor', () => {
    renderView(<LobbyToolbar {...props({ vendors: undefined })} />);
    expect(screen.queryByTestId('filter-vendor')).toBeNull();
  });

  it('offers game types once they have loaded, with or without a vendor, in words with their counts', () => {
    const onClassify = vi.fn();
    const { rerender } = renderView(<LobbyToolbar {...props({ onClassify })} />);
    expect((screen.getByTestId('filter-type') as HTMLSelectElement).disabled).toBe(true);
    // Nothing asks for a vendor first: the category's own types come without one.
    expect(screen.getByTestId('filter-type').getAttribute('title')).toBeNull();
    rerender(<LobbyToolbar {...props({ onClassify, gameTypes: [{ gameClassify: 'SLOT', count: 34 }, { gameClassify: 'NEWKIND', count: 2 }] })} />);
    const select = screen.getByTestId('filter-type') as HTMLSelectElement;
    expect(select.disabled).toBe(false);
    expect([...select.options].map((option) => option.textContent)).toEqual(['All game types', 'Slots (34)', 'Newkind (2)']);
    fireEvent.change(select, { target: { value: 'SLOT' } });
    expect(onClassify).toHaveBeenCalledWith('SLOT');
  });

  it('turns the minimum bet choice into a number, or null for any', () => {
    const onMinBet = vi.fn();
    renderView(<LobbyToolbar {...props({ onMinBet })} />);
    const select = screen.getByTestId('filter-min-bet') as HTMLSelectElement;
    // The gateway lists the games playable with that bet: their minimum bet is at most the amount.
    expect([...select.options].map((option) => option.textContent)).toEqual(['Any minimum bet', 'Min. bet 0.2 or less', 'Min. bet 1 or less']);
    fireEvent.change(select, { target: { value: '0.2' } });
    fireEvent.change(select, { target: { value: '' } });
    expect(onMinBet.mock.calls).toEqual([[0.2], [null]]);
  });

  it('words the minimum bet choices the same way in TY', () => {
    renderView(<LobbyToolbar {...props()} />, 'TY');
    const select = screen.getByTestId('filter-min-bet') as HTMLSelectElement;
    expect([...select.options].map((option) => option.textContent)).toEqual(['Anumang minimum na taya', 'Min. na taya 0.2 pababa', 'Min. na taya 1 pababa']);
  });

  it('counts the games, one or many', () => {
    const { rerender } = renderView(<LobbyToolbar {...props()} />);
    expect(screen.getByTestId('lobby-count').textContent).toBe('292 games');
    rerender(<LobbyToolbar {...props({ totalCount: 1, busy: true })} />);
    expect(screen.getByTestId('lobby-count').textContent).toBe('1 game');
    expect(screen.getByTestId('lobby-count').getAttribute('data-busy')).toBe('true');
  });
});
