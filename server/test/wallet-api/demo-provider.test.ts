/**
 * The demo provider inside the gateway signs with the demo key the gateway
 * registers on first use: a rotation is picked up at once, and a revoked
 * demo provider takes no rounds (and moves no money).
 */
import { expect, it } from 'vitest';
import { errorCodes } from '../../../src/services/error-codes';
import { demoProviderId, revokeProvider, rotateKey } from '../../src/domain/wallet-api/provider-keys';
import { movableClocks } from '../access/support';
import { describeOnBothDatabases } from '../databases';
import { fundedMember, insertGame, moneyFigures, openTable, spin } from '../provider/support';

const clocks = movableClocks();

describeOnBothDatabases(
  'the in-process demo provider and its key',
  (gateway, kind) => {
    it('plays on across a key rotation and stops when the demo provider is revoked', async () => {
      const member = await fundedMember(gateway());
      const { session } = await openTable(gateway(), member, await insertGame(gateway(), 'slot'));
      expect((await spin(gateway(), session)).body.success).toBe(true);
      await rotateKey(gateway().deps, { providerId: demoProviderId, overlapMs: 0, now: clocks[kind].now() });
      expect((await spin(gateway(), session)).body.success).toBe(true);
      const before = await moneyFigures(gateway(), member.id);
      await revokeProvider(gateway().db, demoProviderId, clocks[kind].now());
      const refused = await spin(gateway(), session);
      expect([refused.status, refused.body.errorCode]).toEqual([500, errorCodes.internal]);
      expect(await moneyFigures(gateway(), member.id)).toEqual(before);
    });
  },
  (kind) => ({ clock: clocks[kind] }),
);
