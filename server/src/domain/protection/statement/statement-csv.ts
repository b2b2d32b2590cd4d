/**
 * A statement as a CSV file in the member's language: the figures as
 * label/value rows, a blank row, then the lines (statement-lines.ts) under
 * their own header. Labels come from the portal's locale files, so the file
 * says what the page says. Text cells are quoted; a cell that a spreadsheet
 * would read as a formula is prefixed with an apostrophe.
 */
import english from '../../../../../locales/en.json' with { type: 'json' };
import tagalog from '../../../../../locales/ty.json' with { type: 'json' };
import type { Statement } from '../../../../../src/services/schemas/statement';
import type { StatementLine } from './statement-lines';

type Texts = typeof english.memberCentre;
const textsOf = (language: string): Texts => (language === 'TY' ? (tagalog.memberCentre as Texts) : english.memberCentre);

const cell = (value: string): string => {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) || safe !== value ? `"${safe.replace(/"/g, '""')}"` : safe;
};
const row = (...cells: string[]): string => cells.map(cell).join(',');
const iso = (time: number): string => new Date(time).toISOString();

export function statementFileName(statement: Statement): string {
  const date = (time: number) => iso(time).slice(0, 10);
  return `statement-${date(statement.startTime)}-${date(statement.endTime)}.csv`;
}

export function statementCsv(statement: Statement, lines: readonly StatementLine[], language: string): string {
  const texts = textsOf(language);
  const label = texts.statement.csv;
  const figure = texts.statement.figure;
  const figures: [string, string][] = [
    [label.periodStart, iso(statement.startTime)],
    [label.periodEnd, iso(statement.endTime)],
    [figure.openingBalance, statement.openingBalance],
    [figure.deposits, statement.period.deposits],
    [figure.withdrawals, statement.period.withdrawals],
    [figure.netDeposits, statement.period.netDeposits],
    [figure.rounds, String(statement.rounds)],
    [figure.stakes, statement.stakes.total],
    [figure.cashStakes, statement.stakes.cash],
    [figure.bonusStakes, statement.stakes.bonus],
    [figure.winnings, statement.winnings],
    [figure.netResult, statement.netResult],
    [figure.otherMovements, statement.otherMovements],
    [figure.closingBalance, statement.closingBalance],
    [figure.lifetimeDeposits, statement.lifetime.deposits],
    [figure.lifetimeWithdrawals, statement.lifetime.withdrawals],
    [figure.lifetimeNetDeposits, statement.lifetime.netDeposits],
  ];
  const kinds = texts.records.kind as Record<string, string>;
  const body = lines.map((line) =>
    line.type === 'movement'
      ? row(iso(line.time), kinds[line.kind] ?? line.kind, line.reference, line.amount)
      : row(iso(line.time).slice(0, 10), label.play, label.rounds.replace('{{count}}', String(line.rounds)), line.amount),
  );
  // CRLF, as RFC 4180 writes it; the byte-order mark makes spreadsheets read the file as UTF-8.
  return `\uFEFF${[row(label.item, label.value), ...figures.map(([name, value]) => row(name, value)), '', row(label.date, label.type, label.reference, label.amount), ...body].join('\r\n')}\r\n`;
}
