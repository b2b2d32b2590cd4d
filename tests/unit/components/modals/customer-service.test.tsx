import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { encryptCustomerServiceLink } from '../../../../server/src/crypto/cs-link';
import { CustomerServiceUnavailable, CustomerServiceWindow } from '../../../../src/components/customer-service/customer-service-window';
import { chooseCustomerServiceEntry, customerServiceUrl, openCustomerServiceWindow } from '../../../../src/services/customer-service.api';
import { renderView } from './render-view';

const entry = (csType: string, url: string, key = 'Ab3dEf9h') => ({ csType, path: encryptCustomerServiceLink(url, key) });
const desks = [entry('LIVECHAT', 'https://chat.example/live'), entry('VIP', 'https://chat.example/vip', 'Zz8yXw7v')];

describe('customer-service choice', () => {
  it.each([
    [null, 'LIVECHAT'],
    [0, 'LIVECHAT'],
    [4, 'LIVECHAT'],
    [5, 'VIP'],
    [12, 'VIP'],
  ] as const)('rank level %s gets the %s desk', (rankLevel, csType) => {
    expect(chooseCustomerServiceEntry(desks, rankLevel)?.csType).toBe(csType);
  });

  it('falls back to the first entry when the wanted desk is missing', () => {
    const others = [entry('FACEBOOK', 'https://fb.example/chat'), entry('YOUTUBE', 'https://yt.example')];
    expect(chooseCustomerServiceEntry(others, 9)?.csType).toBe('FACEBOOK');
    expect(chooseCustomerServiceEntry(others, 1)?.csType).toBe('FACEBOOK');
    expect(chooseCustomerServiceEntry([], 9)).toBeNull();
  });

  it('decrypts the chosen link', () => {
    expect(customerServiceUrl(desks, 2)).toBe('https://chat.example/live');
    expect(customerServiceUrl(desks, 7)).toBe('https://chat.example/vip');
    expect(customerServiceUrl([], 7)).toBeNull();
  });

  it('skips a link that does not decrypt to a web address', () => {
    const broken = [{ csType: 'VIP', path: 'not-a-cipher' }, entry('LIVECHAT', 'javascript:alert(1)'), entry('FACEBOOK', 'https://fb.example/chat')];
    expect(customerServiceUrl(broken, 9)).toBe('https://fb.example/chat');
    expect(customerServiceUrl(broken.slice(0, 2), 9)).toBeNull();
  });

  it('opens the named popup 440 × 750 and reports a blocked one', () => {
    const open = vi.fn(() => ({}) as Window);
    expect(openCustomerServiceWindow('https://chat.example/live', open)).toBe(true);
    expect(open).toHaveBeenCalledWith('https://chat.example/live', 'service', 'width=440,height=750');
    expect(openCustomerServiceWindow('https://chat.example/live', () => null)).toBe(false);
  });
});

describe('customer-service window', () => {
  it('embeds the chat under the service header and offers the popup again when it was blocked', () => {
    const onOpenWindow = vi.fn();
    renderView(<CustomerServiceWindow url="https://chat.example/live" blocked onOpenWindow={onOpenWindow} />);
    expect(screen.getByTestId('customer-service-frame').getAttribute('src')).toBe('https://chat.example/live');
    expect(screen.getByRole('heading').textContent).toBe('Customer service');
    fireEvent.click(screen.getByTestId('customer-service-popup'));
    expect(onOpenWindow).toHaveBeenCalledTimes(1);
  });

  it('shows no blocked notice when the chat was asked for in the page', () => {
    renderView(<CustomerServiceWindow url="https://chat.example/live" blocked={false} onOpenWindow={() => undefined} />);
    expect(screen.queryByTestId('customer-service-popup')).toBeNull();
  });

  it('explains when no desk is available', () => {
    renderView(<CustomerServiceUnavailable />);
    expect(screen.getByText('Customer service unavailable')).toBeTruthy();
  });
});
