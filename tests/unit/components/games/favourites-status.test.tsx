/** The favourites' status beside the hearts: where the machine stands, and a failed load with its retry. */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { FavouritesStatus } from '../../../../src/components/games/favourites-status';
import { renderView } from '../modals/render-view';

describe('favourites status', () => {
  it('says a failed load left the hearts unchangeable and asks again on retry', () => {
    const onRetry = vi.fn();
    const { rerender } = renderView(<FavouritesStatus state="ready.resting" failed={false} onRetry={onRetry} />);
    expect(screen.getByTestId('favourites-state').dataset.state).toBe('ready.resting');
    expect(screen.queryByTestId('favourites-failed')).toBeNull();
    rerender(<FavouritesStatus state="failed" failed onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('Your favourites could not be loaded, so the hearts cannot change yet.');
    fireEvent.click(screen.getByTestId('favourites-retry'));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('marks no state where no favourites run (visitors, trial accounts)', () => {
    renderView(<FavouritesStatus state={null} failed={false} onRetry={vi.fn()} />);
    expect(screen.getByTestId('favourites-state').dataset.state).toBe('none');
  });
});
