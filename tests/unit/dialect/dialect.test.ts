/**
 * The two sides of the field-name table: what the gateway writes
 * (toOriginal) is what a client reading only the original's names gets back
 * (fromOriginal), for every renamed entity of every call.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { rememberStatusHosts, setGatewayAddress } from '../../../src/services/dialect/address-hosts';
import { answerShapes, gameCardNames, launchAnswerNames, vendorCardNames } from '../../../src/services/dialect/field-names';
import { fromOriginal } from '../../../src/services/dialect/read-original';
import { entity, type AnswerShape, type FieldNames } from '../../../src/services/dialect/shape';
import { absoluteAddress, type AddressHosts } from '../../../src/services/dialect/addresses';
import { toOriginal } from '../../../src/services/dialect/write-original';

// The page's gateway and image hosts are one record per page (address-hosts.ts); a file run earlier in this worker may
// have fetched a status. These tests read relative addresses as a portal on its gateway's own origin does.
beforeEach(() => {
  setGatewayAddress('');
  rememberStatusHosts({ imageCDNs: [], launchGameCDNs: [] });
});

const hosts: AddressHosts = { image: 'https://img.example', launch: 'https://play.example/' };

const card = { nodeId: 7, code: 'PG_AZTEC_GOLD', vendor: 'PG', vassalage: 'PG', gameName: 'Aztec Gold', vendorName: 'PG Soft', imageUrl: '/common/games/icons/PG_AZTEC_GOLD.svg' };
const vendor = { nodeId: 0, vendor: 'PG', vassalage: 'PG', vendorName: 'PG Soft', logoUrl: '/common/games/vendors/PG.svg' };

/** A copy of `value` without our fields that the table renames: what a gateway of the original family would send. */
function originalOnly(names: FieldNames, value: Record<string, unknown>): Record<string, unknown> {
  const copy = structuredClone(value);
  for (const ours of Object.keys(names)) {
    const path = ours.split('.');
    let holder: Record<string, unknown> = copy;
    for (const key of path.slice(0, -1)) holder = holder[key] as Record<string, unknown>;
    if ((names[ours].names as readonly string[]).length > 0) delete holder[path[path.length - 1]];
  }
  return copy;
}

describe('field-name table', () => {
  it('writes every original name beside ours, with our value, and the picture made absolute', () => {
    const written = toOriginal(entity(gameCardNames), card, hosts) as Record<string, unknown>;
    const picture = 'https://img.example/common/games/icons/PG_AZTEC_GOLD.svg';
    expect(written).toMatchObject({ imageUrl: picture, showIcon: picture, iconUrl: picture, h5Icon: picture, smallIcon: picture, gameName: 'Aztec Gold', displayName: 'Aztec Gold' });
    expect(card.imageUrl).toBe('/common/games/icons/PG_AZTEC_GOLD.svg');
  });

  it('leaves a name the answer already carries, and reads back what it wrote', () => {
    const written = toOriginal(entity(vendorCardNames), vendor, hosts) as Record<string, unknown>;
    expect(written).toMatchObject({ vassalage: 'PG', lagerIcon: 'https://img.example/common/games/vendors/PG.svg', displayName: 'PG Soft' });
    expect(fromOriginal(vendorCardNames)(originalOnly(vendorCardNames, written))).toEqual(written);
  });

  it('answers the launch address in content.game_url and url, absolute on the launch host', () => {
    const written = toOriginal(entity(launchAnswerNames), { content: { game_url: '/provider/demo/slot?token=a', game_url2: '/provider/demo/play/slot?token=a' } }, hosts);
    expect(written).toEqual({
      content: { game_url: 'https://play.example/provider/demo/slot?token=a', game_url2: 'https://play.example/provider/demo/play/slot?token=a' },
      url: 'https://play.example/provider/demo/slot?token=a',
    });
    expect(fromOriginal(launchAnswerNames)({ url: written.content.game_url })).toEqual({ url: written.content.game_url, content: { game_url: written.content.game_url } });
  });

  it('reads as the original’s clients do: ours first, then the first name that is not null or undefined', () => {
    const read = fromOriginal(gameCardNames);
    expect(read({ imageUrl: 'ours', showIcon: 'theirs' })).toMatchObject({ imageUrl: 'ours' });
    expect(read({ showIcon: null, iconUrl: 'second' })).toMatchObject({ imageUrl: 'second' });
    expect(read({ showIcon: '', iconUrl: 'second' })).toMatchObject({ imageUrl: '' });
    expect(read({ displayName: 'Aztec Gold' })).toEqual({ displayName: 'Aztec Gold', gameName: 'Aztec Gold' });
    expect(read('not an object')).toBe('not an object');
  });

  it('finds the renamed entities where each call’s shape puts them', () => {
    const collect = (shape: AnswerShape, value: unknown, found: unknown[] = []): unknown[] => {
      if (shape.kind === 'each') (value as unknown[]).forEach((item) => collect(shape.item, item, found));
      else {
        if (Object.keys(shape.names).length > 0) found.push(value);
        for (const [key, inner] of Object.entries(shape.inside)) collect(inner, (value as Record<string, unknown>)[key], found);
      }
      return found;
    };
    const lanes = toOriginal(answerShapes.gameVendors, { data: { lanes: [{ title: 'RNG', cards: [vendor] }] } }, hosts);
    expect(collect(answerShapes.gameVendors, lanes)).toEqual([expect.objectContaining({ lagerIcon: 'https://img.example/common/games/vendors/PG.svg' })]);
    const board = toOriginal(answerShapes.winnerBoard, { list: [{ vo: card }] }, hosts);
    expect(board.list[0].vo).toMatchObject({ displayName: 'Aztec Gold', showIcon: 'https://img.example/common/games/icons/PG_AZTEC_GOLD.svg' });
  });

  it('makes only gateway paths absolute', () => {
    expect(absoluteAddress('/a.svg', 'https://cdn.example/')).toBe('https://cdn.example/a.svg');
    // The original family stores icons relative to its image host.
    expect(absoluteAddress('TCG_GAME_ICONS/PG/a.png', 'https://cdn.example/')).toBe('https://cdn.example/TCG_GAME_ICONS/PG/a.png');
    for (const kept of ['https://elsewhere.example/a.svg', 'HTTP://elsewhere.example/a.svg', '//cdn.example/a.svg', '', 'data:image/png;base64,AA', 'blob:https://x.example/1']) expect(absoluteAddress(kept, 'https://cdn.example')).toBe(kept);
    expect(absoluteAddress('/a.svg', '')).toBe('/a.svg');
  });
});
