import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { AppDownloadView } from '../../../../src/components/app-download/app-download-view';
import { DownloadPage } from '../../../../src/components/app-download/download-page';
import { toAppDownloadLinks } from '../../../../src/components/app-download/links';
import { renderView } from './render-view';

const links = { android: 'https://example.test/app.apk', ios: 'https://example.test/app.mobileconfig' };

describe('app download view', () => {
  it('shows a QR code of size 100 for the Android resource, then the iOS profile', () => {
    renderView(<AppDownloadView links={links} />);
    const android = screen.getByTestId('app-qr-android');
    expect(android.getAttribute('href')).toBe(links.android);
    const svg = android.querySelector('svg')!;
    expect(svg.getAttribute('width')).toBe('100');
    expect(svg.getAttribute('height')).toBe('100');
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByText("Scan the QR code with your phone's camera.")).toBeTruthy();

    fireEvent.click(screen.getByTestId('tab-ios'));
    expect(screen.queryByTestId('app-qr-android')).toBeNull();
    expect(screen.getByTestId('app-qr-ios').getAttribute('href')).toBe(links.ios);
    expect(screen.getByText('Tap Profile Downloaded and install it.')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });

  it('shows no QR code for a platform without a resource', () => {
    renderView(<AppDownloadView links={{ android: null, ios: links.ios }} />);
    expect(screen.queryByTestId('app-qr-android')).toBeNull();
    expect(screen.getByTestId('app-qr-missing')).toBeTruthy();
    expect(document.querySelector('svg[width="100"]')).toBeNull();
    fireEvent.click(screen.getByTestId('tab-ios'));
    expect(screen.getByTestId('app-qr-ios')).toBeTruthy();
    expect(screen.queryByTestId('app-qr-missing')).toBeNull();
  });

  it('translates the steps (Tagalog)', () => {
    renderView(<AppDownloadView links={links} />, 'TY');
    expect(screen.getByText('Hakbang 1')).toBeTruthy();
    expect(screen.getByTestId('tab-ios').textContent).toBe('iOS');
  });

  it('renders the same content as the /down page', () => {
    renderView(<DownloadPage links={links} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Take the casino with you');
    expect(screen.getByTestId('app-qr-android')).toBeTruthy();
  });

  it('takes the Android and iOS links from the resources, ignoring empty ones', () => {
    expect(
      toAppDownloadLinks([
        { resourceType: 'TELEGRAM1', url: 'https://t.me/x', qrCodeUrl: '', labelNameEn: '' },
        { resourceType: 'ANDROID', url: links.android, qrCodeUrl: '', labelNameEn: '' },
        { resourceType: 'IOS', url: ' ', qrCodeUrl: '', labelNameEn: '' },
      ]),
    ).toEqual({ android: links.android, ios: null });
  });
});
