import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { LanguageGrid } from '../../../../src/components/language/language-grid';
import { NoticeView } from '../../../../src/components/notice/notice-view';
import { languages } from '../../../../src/i18n/languages';
import { renderView } from './render-view';

describe('notice view', () => {
  it('shows a translated message with a confirm button', () => {
    const onConfirm = vi.fn();
    renderView(<NoticeView titleKey="appDownload.title" messageKey="customerService.blocked" confirmLabelKey="speedTest.action.retest" onConfirm={onConfirm} />);
    expect(screen.getByRole('heading').textContent).toBe('Download the app');
    expect(screen.getByText('Your browser blocked the chat window, so it opens here instead.')).toBeTruthy();
    fireEvent.click(screen.getByTestId('alert-confirm'));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('alert-confirm').textContent).toBe('Test again');
  });

  it('shows a server message as written, under the default title and button', () => {
    renderView(<NoticeView message="Too many requests, try again in 5 minutes." onConfirm={() => undefined} />);
    expect(screen.getByRole('heading').textContent).toBe('Notice');
    expect(screen.getByText('Too many requests, try again in 5 minutes.')).toBeTruthy();
    expect(screen.getByTestId('alert-confirm').textContent).toBe('OK');
  });
});

describe('language grid', () => {
  it('lists every language, marks the current one and picks only available ones', () => {
    const onPick = vi.fn();
    renderView(<LanguageGrid options={languages} available={['EN', 'TY']} current="EN" onPick={onPick} />);
    expect(screen.getAllByRole('button').length).toBeGreaterThanOrEqual(30);
    expect(screen.getByTestId('language-EN').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('language-EN').textContent).toContain('Current');
    expect(screen.getByTestId('language-JA')).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByTestId('language-TY'));
    expect(onPick).toHaveBeenCalledWith('TY');
    fireEvent.click(screen.getByTestId('language-EN'));
    expect(onPick).toHaveBeenCalledTimes(1);
  });

  it('puts the available languages first', () => {
    renderView(<LanguageGrid options={languages} available={['EN', 'TY']} current="TY" onPick={() => undefined} />);
    const codes = screen.getAllByRole('button').map((button) => button.getAttribute('data-testid'));
    expect(codes.slice(0, 2)).toEqual(['language-EN', 'language-TY']);
  });
});
