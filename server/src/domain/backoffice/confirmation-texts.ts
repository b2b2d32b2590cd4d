/** What a member reads in the inbox when an operator decides their disputed withdrawal or lifts their break, in the member's language. */
import { formatTransferMessage as fill } from '../funds/transfer-upline';

type Texts = Record<string, { title: string; body: string }>;

export const confirmationTexts: Record<'repaid' | 'resolved' | 'rejected', Texts> = {
  repaid: {
    EN: { title: 'Withdrawal {0}: missing amount returned', body: 'We credited {1} back to your main wallet. Note: {2}' },
    TY: { title: 'Withdrawal {0}: naibalik ang kulang na halaga', body: 'Ibinalik namin ang {1} sa iyong main wallet. Tala: {2}' },
  },
  resolved: {
    EN: { title: 'Withdrawal {0}: your report is resolved', body: 'We looked into the withdrawal you reported. Note: {2}' },
    TY: { title: 'Withdrawal {0}: naayos na ang iyong ulat', body: 'Sinuri namin ang withdrawal na iniulat mo. Tala: {2}' },
  },
  rejected: {
    EN: { title: 'Withdrawal {0}: your report was not upheld', body: 'Our records show the withdrawal was paid in full. Note: {2}' },
    TY: { title: 'Withdrawal {0}: hindi tinanggap ang iyong ulat', body: 'Ayon sa aming talaan, buong naibayad ang withdrawal. Tala: {2}' },
  },
};

export function textFor(texts: Texts, language: string, values: string[]) {
  const text = texts[language] ?? texts.EN!;
  return { title: fill(text.title, values), body: fill(text.body, values) };
}
