/**
 * The publisher against the database itself, on PGlite and PostgreSQL: a
 * notice is delivered when its transaction commits, never after a rollback
 * (nor from a rolled-back savepoint inside a committed one), the same notice
 * twice in one transaction arrives once, and notices riding on a statement's
 * RETURNING list go to each touched row's member.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { messages } from '../../src/db/schema';
import { changeNotice, liveChannel, noticeText, parseNotice, publishChange, publishChanges, rowNotice } from '../../src/domain/live/publish';
import { describeOnBothDatabases } from '../databases';
import { memberWithSession } from '../http';
import { sleep } from './support';

const quietMs = 400;

describeOnBothDatabases('live publisher', (gateway) => {
  const heard: string[] = [];
  let stop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    stop = await gateway().deps.listen!(liveChannel, (payload) => heard.push(payload));
  });
  afterAll(() => stop?.());

  const heardAfter = async (work: () => Promise<unknown>) => {
    const from = heard.length;
    await work().catch(() => undefined);
    await sleep(quietMs);
    return heard.slice(from);
  };

  it('delivers at commit and never after a rollback', async () => {
    expect(await heardAfter(() => gateway().db.transaction((tx) => publishChange(tx, 7, ['balance'])))).toEqual(['7 balance']);
    const rolledBack = await heardAfter(() =>
      gateway().db.transaction(async (tx) => {
        await publishChange(tx, 7, ['inbox']);
        throw new Error('roll back');
      }),
    );
    expect(rolledBack).toEqual([]);
  });

  it('drops a notice of a rolled-back savepoint inside a committed transaction', async () => {
    const heardNow = await heardAfter(() =>
      gateway().db.transaction(async (tx) => {
        await publishChange(tx, 8, ['points']);
        await tx
          .transaction(async (inner) => {
            await publishChange(inner, 8, ['inbox']);
            throw new Error('roll back the savepoint');
          })
          .catch(() => undefined);
      }),
    );
    expect(heardNow).toEqual(['8 points']);
  });

  it('delivers the same notice once per transaction, and topics sorted whatever order they were given in', async () => {
    const heardNow = await heardAfter(() =>
      gateway().db.transaction(async (tx) => {
        await publishChange(tx, 9, ['missions', 'balance']);
        await publishChange(tx, 9, ['balance', 'missions']);
        await publishChange(tx, 9, ['balance', 'missions', 'balance']);
      }),
    );
    expect(heardNow).toEqual(['9 balance,missions']);
  });

  it('sends one notice per member, and one to everyone', async () => {
    const heardNow = await heardAfter(async () => {
      await publishChanges(gateway().db, [3, 4, 3], ['contracts']);
      await publishChange(gateway().db, 'all', ['maintenance']);
      await gateway().db.execute(sql`select ${changeNotice(5, ['ended'])}`);
    });
    expect(heardNow.sort()).toEqual(['* maintenance', '3 contracts', '4 contracts', '5 ended']);
  });

  it('addresses a notice riding on RETURNING to each touched row’s member', async () => {
    const [first, second] = [await memberWithSession(gateway()), await memberWithSession(gateway())];
    const heardNow = await heardAfter(() =>
      gateway()
        .db.insert(messages)
        .values([first, second, first].map((member) => ({ memberId: member.id, title: 't', content: 'c', sentAt: 1 })))
        .returning({ notice: rowNotice(messages.memberId, ['inbox']) }),
    );
    expect(heardNow.sort()).toEqual([`${first.id} inbox`, `${second.id} inbox`].sort());
  });
});

it('reads back what it writes, and nothing a person could NOTIFY by hand', () => {
  expect(parseNotice(noticeText(12, ['withdrawals', 'balance']))).toEqual({ to: 12, topics: ['balance', 'withdrawals'], ended: false });
  expect(parseNotice(noticeText('all', ['maintenance']))).toEqual({ to: 'all', topics: ['maintenance'], ended: false });
  expect(parseNotice(noticeText(12, ['ended']))).toEqual({ to: 12, topics: [], ended: true });
  expect(parseNotice('12 balance,nonsense')).toEqual({ to: 12, topics: ['balance'], ended: false });
  for (const junk of ['', 'balance', '0 balance', '-1 balance', '12', '12 Balance', '1.5 balance', '12  balance', '* ', '99999999999999999 balance']) expect(parseNotice(junk), junk).toBeNull();
});
