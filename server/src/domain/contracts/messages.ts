/**
 * Inbox messages to the other party of a contract step, in the recipient's
 * language, written in the step's transaction so a message exists exactly
 * when the step happened.
 */
import { eq } from 'drizzle-orm';
import type { ContractKind } from '../../../../src/services/schemas/contracts';
import { members } from '../../db/schema';
import { sendInboxMessage } from '../messages';
import type { Tx } from '../ledger';

export type ContractEvent = 'offer' | 'accept' | 'reject' | 'request' | 'terminationRequest' | 'terminated';

interface Texts {
  kinds: Record<ContractKind, string>;
  /** {0} the party who acted, {1} the kind, {2} the rate or the note. */
  events: Record<ContractEvent, { title: string; body: string }>;
}

const texts: Record<string, Texts> = {
  EN: {
    kinds: { dividend: 'dividend', dailySalary: 'daily salary', hourlySalary: 'hourly salary', realTimeSalary: 'real-time salary' },
    events: {
      offer: { title: 'New contract offer', body: '{0} offers you a {1} contract at {2} %. Open the contract to accept or reject it.' },
      accept: { title: 'Contract accepted', body: '{0} accepted your {1} contract at {2} %.' },
      reject: { title: 'Contract rejected', body: '{0} rejected the {1} contract.' },
      request: { title: 'Contract request', body: '{0} asks you for a {1} contract. Note: {2}' },
      terminationRequest: { title: 'Termination requested', body: '{0} asks to end the {1} contract. Confirm the termination or keep the contract.' },
      terminated: { title: 'Contract ended', body: 'The {1} contract with {0} has ended.' },
    },
  },
  TY: {
    kinds: { dividend: 'dibidendo', dailySalary: 'pang-araw-araw na sahod', hourlySalary: 'oras-oras na sahod', realTimeSalary: 'real-time na sahod' },
    events: {
      offer: { title: 'Bagong alok na kontrata', body: 'Inaalok sa iyo ni {0} ang kontratang {1} sa {2} %. Buksan ang kontrata para tanggapin o tanggihan ito.' },
      accept: { title: 'Tinanggap ang kontrata', body: 'Tinanggap ni {0} ang iyong kontratang {1} sa {2} %.' },
      reject: { title: 'Tinanggihan ang kontrata', body: 'Tinanggihan ni {0} ang kontratang {1}.' },
      request: { title: 'Hiling na kontrata', body: 'Humihingi si {0} ng kontratang {1}. Tala: {2}' },
      terminationRequest: { title: 'Hiling na tapusin ang kontrata', body: 'Hinihiling ni {0} na tapusin ang kontratang {1}. Kumpirmahin o panatilihin ang kontrata.' },
      terminated: { title: 'Natapos ang kontrata', body: 'Natapos na ang kontratang {1} kasama si {0}.' },
    },
  },
};

const fill = (template: string, values: string[]): string => template.replace(/\{(\d)\}/g, (_, index: string) => values[Number(index)] ?? '');

export interface ContractNotice {
  recipientId: number;
  event: ContractEvent;
  kind: ContractKind;
  /** Account of the party who took the step. */
  actor: string;
  /** The rate for offers and acceptances, the note for requests. */
  detail?: string;
  now: number;
}

export async function notifyParty(tx: Tx, notice: ContractNotice): Promise<void> {
  const [recipient] = await tx.select({ language: members.language }).from(members).where(eq(members.id, notice.recipientId)).limit(1);
  const language = texts[recipient?.language ?? 'EN'] ?? texts.EN;
  const { title, body } = language.events[notice.event];
  await sendInboxMessage(tx, { memberId: notice.recipientId, title, body: fill(body, [notice.actor, language.kinds[notice.kind], notice.detail || '-']), now: notice.now });
}
