/** The sign-up gift is paid once per member, however often or concurrently it is asked for, and only while set up. */
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { ledgerEntries, promotionClaims, settings, wallets } from '../../src/db/schema';
import { ledgerSum } from '../../src/domain/ledger';
import { paySignupGift, signupGiftSettingKey } from '../../src/domain/rewards/signup-gift';
import { describeOnBothDatabases } from '../databases';
import { memberWithSession } from '../http';

describeOnBothDatabases('sign-up gift', (gateway) => {
  it('pays the gift once, as a claimed promotion with one bonus ledger row', async () => {
    const { id } = await memberWithSession(gateway());
    const now = gateway().deps.clock.now();
    await Promise.all([paySignupGift(gateway().db, id, now), paySignupGift(gateway().db, id, now), paySignupGift(gateway().db, id, now)]);
    await paySignupGift(gateway().db, id, now);
    const claims = await gateway().db.select().from(promotionClaims).where(eq(promotionClaims.memberId, id));
    expect(claims).toHaveLength(1);
    expect(claims[0]).toMatchObject({ promotionId: 2, status: 'claimed', amount: '1000.00' });
    const bonuses = await gateway().db.select().from(ledgerEntries).where(and(eq(ledgerEntries.memberId, id), eq(ledgerEntries.kind, 'bonus')));
    expect(bonuses).toHaveLength(1);
    const [wallet] = await gateway().db.select().from(wallets).where(and(eq(wallets.memberId, id), eq(wallets.accountTypeId, 0)));
    expect(wallet.balance).toBe(await ledgerSum(gateway().db, id));
  });

  it('pays nothing when the brand names no gift', async () => {
    const [setting] = await gateway().db.select().from(settings).where(eq(settings.key, signupGiftSettingKey));
    await gateway().db.delete(settings).where(eq(settings.key, signupGiftSettingKey));
    try {
      const { id } = await memberWithSession(gateway());
      await paySignupGift(gateway().db, id, gateway().deps.clock.now());
      expect(await gateway().db.select().from(promotionClaims).where(eq(promotionClaims.memberId, id))).toHaveLength(0);
    } finally {
      await gateway().db.insert(settings).values(setting);
    }
  });
});
