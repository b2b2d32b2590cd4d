/**
 * What the draft-and-publish cycle needs of one kind of public content: the
 * shape of its body, its published rows, and how publishing writes or removes
 * one inside the caller's transaction (where the table's trigger raises the
 * content version and the audit row is appended).
 */
import type * as v from 'valibot';
import type { Db } from '../../../db';
import type { Tx } from '../../ledger';

export type Reader = Db | Tx;

export interface ContentKind<B extends object> {
  /** The kind's name in drafts and audit subjects: `banner:12`. */
  readonly name: string;
  readonly schema: v.GenericSchema<unknown, B>;
  /** What the editor's pickers offer (a banner's groups with the portal path showing each, link types). */
  readonly choices: Record<string, unknown>;
  published(db: Reader): Promise<Array<B & { id: number }>>;
  /** Inserts (`id` null) or replaces a row; the row's body before, or null when new; null when the row to replace is gone. */
  write(tx: Tx, id: number | null, body: B, now: number): Promise<{ id: number; before: B | null } | null>;
  /** Takes a row off the public answer (deletes it, or ends it when `endsInPlace`); its body, or null when there was none. */
  remove(tx: Tx, id: number, now: number): Promise<B | null>;
  /** Rows others refer to (claims refer to promotions) are ended rather than deleted: the kept draft then targets the same row. */
  readonly endsInPlace?: boolean;
  /** Refuses, below its field, a body the published rows rule out (two help topics in one place); publishing checks again under its lock. */
  check?(db: Reader, targetId: number | null, body: B): Promise<void>;
  /** The part of the public answer the draft changes, as a player reading `language` would get it. */
  preview(db: Reader, draft: { id: number; targetId: number | null; body: B }, language: string, now: number): Promise<unknown>;
}

/** The languages every draft is written in and previewed in. */
export const contentLanguages = ['EN', 'TY'] as const;
