/** The footer's game providers are the catalogue's vendors, one logo each, named as the lanes name them. */
import { describe, expect, it } from 'vitest';
import { catalogueVendorLogos } from '../../../../src/app/shell/use-catalogue-vendors';
import { vendorCard } from '../games/fixtures';

describe('footer providers', () => {
  it('shows each vendor of the lanes once, by its name and logo', () => {
    const evolution = vendorCard('EVO', { vendor: 'EVO', vendorName: 'Evolution', logoUrl: '/common/games/vendors/EVO.svg' });
    const pg = vendorCard('PG', { vendor: 'PG', vendorName: 'PG Soft', logoUrl: '/common/games/vendors/PG.svg' });
    const lanes = [
      { title: 'RNG', gameClassify: '', cards: [pg] },
      { title: 'LIVE', gameClassify: '', cards: [evolution, { ...pg, gameType: 'LIVE' }] },
    ];
    expect(catalogueVendorLogos(lanes)).toEqual([
      { name: 'PG Soft', src: '/common/games/vendors/PG.svg' },
      { name: 'Evolution', src: '/common/games/vendors/EVO.svg' },
    ]);
  });
});
