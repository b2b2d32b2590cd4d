/**
 * The players of the seeded history: regulars of the brand with names of
 * its markets, each with a way of playing. They have no password, so no one
 * can sign in as them, and no upline, so no agent's reports or contracts
 * count their play. The marker in their profile tells them apart from a
 * real member who might hold the same name.
 */
export type PlayStyle = 'casual' | 'highRoller' | 'live' | 'lottery' | 'fishing';

export interface HistoryPlayer {
  account: string;
  language: 'EN' | 'TY';
  style: PlayStyle;
  /** The opening balance, decimal text. */
  bank: string;
  /** Days between joining and the install. */
  joinedDaysAgo: number;
}

export const historyMarker = { seededHistory: '1' } as const;

const player = (account: string, language: HistoryPlayer['language'], style: PlayStyle, bank: string, joinedDaysAgo: number): HistoryPlayer => ({
  account,
  language,
  style,
  bank,
  joinedDaysAgo,
});

export const historyPlayers: HistoryPlayer[] = [
  player('mariasantos88', 'TY', 'casual', '3000.00', 41),
  player('jrdelacruz', 'TY', 'casual', '2500.00', 37),
  player('thanhtung91', 'EN', 'casual', '4000.00', 55),
  player('carlomendoza', 'EN', 'highRoller', '150000.00', 63),
  player('kimchiu99', 'EN', 'highRoller', '90000.00', 48),
  player('minhkhoa07', 'EN', 'highRoller', '120000.00', 30),
  player('bossrico', 'TY', 'live', '80000.00', 58),
  player('gracelim', 'EN', 'live', '60000.00', 44),
  player('ducanhvn', 'EN', 'live', '75000.00', 26),
  player('tonyortega', 'TY', 'live', '50000.00', 15),
  player('ninangbeth', 'TY', 'lottery', '2000.00', 51),
  player('huongtran', 'EN', 'lottery', '1500.00', 33),
  player('reymartph', 'TY', 'lottery', '1200.00', 17),
  player('lanphuong', 'EN', 'lottery', '2500.00', 28),
  player('markyboi', 'TY', 'fishing', '2000.00', 21),
];
