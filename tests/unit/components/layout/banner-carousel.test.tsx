import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { BannerCarousel } from '../../../../src/components/banner/banner-carousel';
import type { Banner } from '../../../../src/services/schemas/content';
import { renderView } from '../access/render-view';

const linked: Banner = { bannerId: 1, groupName: 'w_home', url: '/a.png', linkageType: 'ROUTE', linkage: '/rng' };
const plain: Banner = { bannerId: 2, groupName: 'w_home', url: '/b.png', linkageType: '', linkage: '' };

describe('banner carousel', () => {
  it('makes a linked banner a button the keyboard reaches and opens, and leaves a plain one a picture', () => {
    const onSelect = vi.fn();
    renderView(<BannerCarousel banners={[linked, plain]} home onSelect={onSelect} />);
    const open = screen.getAllByTestId('banner-open');
    expect(open).toHaveLength(1);
    expect(open[0].tagName).toBe('BUTTON');
    expect(open[0].getAttribute('aria-label')).toBe('Open banner 1');
    open[0].focus();
    expect(document.activeElement).toBe(open[0]);
    fireEvent.click(open[0]);
    expect(onSelect).toHaveBeenCalledWith(linked);
    // The plain banner's slide holds only its picture.
    expect(screen.getAllByTestId('banner-slide')[1].querySelector('button')).toBeNull();
  });
});
