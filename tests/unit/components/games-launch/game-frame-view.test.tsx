import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { GameFrameEmpty } from '../../../../src/components/game-frame/game-frame-empty';
import { GameFrameView } from '../../../../src/components/game-frame/game-frame-view';
import { renderView } from './render-view';

// happy-dom loads no iframe pages (it logs that it refused): the view is what is tested.
const address = '/provider/demo/slot?token=abc';

describe('game frame view', () => {
  it('shows the game in an iframe that may go full screen, under a toolbar with its name', () => {
    const onBack = vi.fn();
    renderView(<GameFrameView name="Golden Pirate Legend" address={address} status="playing" variant="page" onLoaded={() => undefined} onReload={() => undefined} onBack={onBack} />);
    const frame = screen.getByTestId('game-frame-iframe') as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe(address);
    expect(frame.hasAttribute('allowfullscreen')).toBe(true);
    expect(frame.title).toBe('Golden Pirate Legend');
    expect(screen.getByTestId('game-frame-name').textContent).toBe('Golden Pirate Legend');
    expect(screen.getByTestId('game-frame').className).toContain('game-frame--page');
    fireEvent.click(screen.getByTestId('game-frame-back'));
    expect(onBack).toHaveBeenCalledOnce();
  });

  it('covers the frame while it loads and reports the load', () => {
    const onLoaded = vi.fn();
    renderView(<GameFrameView name="n" address={address} status="loading" variant="inline" onLoaded={onLoaded} onReload={() => undefined} />);
    expect(screen.getAllByText('Opening the game…').length).toBeGreaterThan(0);
    expect(screen.queryByTestId('game-frame-back')).toBeNull();
    fireEvent.load(screen.getByTestId('game-frame-iframe'));
    expect(onLoaded).toHaveBeenCalledOnce();
  });

  it('offers a reload when the game did not load, and from the toolbar', () => {
    const onReload = vi.fn();
    renderView(<GameFrameView name="n" address={address} status="failed" variant="page" onLoaded={() => undefined} onReload={onReload} />);
    const failed = screen.getByTestId('game-frame-failed');
    expect(failed.textContent).toContain('The game did not load');
    fireEvent.click(failed.querySelector('button')!);
    fireEvent.click(screen.getByTestId('game-frame-reload'));
    expect(onReload).toHaveBeenCalledTimes(2);
  });

  it('says so when nothing was launched, with a way back', () => {
    const onBack = vi.fn();
    renderView(<GameFrameEmpty onBack={onBack} />);
    expect(screen.getByText('No game is open')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Browse games' }));
    expect(onBack).toHaveBeenCalledOnce();
  });
});
