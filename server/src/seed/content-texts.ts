/**
 * The words of the demo brand's promotions and announcements in English (EN)
 * and Tagalog (TY), and the picture names of each language.
 */

/** One text in both languages the brand supports. */
export type Bilingual = { EN: string; TY: string };

export const bothLanguages = ['EN', 'TY'] as const;

/** Applies `format` to each language's text: `{ EN: format(en, 'EN'), TY: format(ty, 'TY') }`. */
export const inBoth = (text: Bilingual, format: (text: string, language: keyof Bilingual) => string): Bilingual => ({
  EN: format(text.EN, 'EN'),
  TY: format(text.TY, 'TY'),
});

export const promotionSeeds: { title: Bilingual; category: string; body: Bilingual }[] = [
  {
    title: { EN: 'Welcome bonus: 100% up to 1,000,000 VND', TY: 'Welcome bonus: 100% hanggang 1,000,000 VND' },
    category: 'new_player',
    body: {
      EN: 'Make your first deposit and we match it one to one, up to 1,000,000 VND. Turnover 15 times the bonus.',
      TY: 'Gawin ang iyong unang deposito at dodoblehin namin ito, hanggang 1,000,000 VND. Ang turnover ay 15 beses ng bonus.',
    },
  },
  {
    title: { EN: 'Sign-up gift: 1,000 VND on us', TY: 'Regalo sa pagrehistro: 1,000 VND mula sa amin' },
    category: 'new_player',
    body: {
      EN: 'Create your account today and 1,000 VND lands in your wallet, ready for any slot.',
      TY: 'Gumawa ng iyong account ngayon at papasok ang 1,000 VND sa iyong wallet, handa para sa kahit anong slot.',
    },
  },
  {
    title: { EN: 'Daily reload 10%', TY: 'Araw-araw na reload 10%' },
    category: 'deposit',
    body: {
      EN: 'Every day, your first deposit earns a 10% bonus up to 500,000 VND.',
      TY: 'Araw-araw, ang iyong unang deposito ay may 10% bonus hanggang 500,000 VND.',
    },
  },
  {
    title: { EN: 'Weekly slots cashback 5%', TY: 'Lingguhang cashback sa slots 5%' },
    category: 'rebate',
    body: {
      EN: 'Net losses on slots from Monday to Sunday come back as 5% cashback every Monday.',
      TY: 'Ang netong talo sa slots mula Lunes hanggang Linggo ay babalik bilang 5% cashback tuwing Lunes.',
    },
  },
  {
    title: { EN: 'VIP birthday gift', TY: 'Regalo sa kaarawan para sa VIP' },
    category: 'vip',
    body: {
      EN: 'VIP members from rank 3 receive a birthday gift that grows with their rank.',
      TY: 'Ang mga VIP member mula rank 3 ay tatanggap ng regalo sa kaarawan na lumalaki kasabay ng kanilang rank.',
    },
  },
  {
    title: { EN: 'Refer a friend: 50,000 VND each', TY: 'Mag-imbita ng kaibigan: 50,000 VND bawat isa' },
    category: 'referral',
    body: {
      EN: 'Share your referral link; every friend who deposits earns you 50,000 VND.',
      TY: 'Ibahagi ang iyong referral link; bawat kaibigang magdeposito ay magbibigay sa iyo ng 50,000 VND.',
    },
  },
  {
    title: { EN: 'Live casino weekend rebate 1%', TY: 'Weekend rebate sa live casino 1%' },
    category: 'rebate',
    body: {
      EN: 'Every Saturday and Sunday, 1% of your live casino turnover comes back to you, no cap.',
      TY: 'Tuwing Sabado at Linggo, babalik sa iyo ang 1% ng iyong turnover sa live casino, walang limitasyon.',
    },
  },
  {
    title: { EN: 'Lottery lucky draw', TY: 'Lucky draw ng lotto' },
    category: 'event',
    body: {
      EN: 'Each 100,000 VND of lottery bets is a ticket to the monthly lucky draw.',
      TY: 'Bawat 100,000 VND na taya sa lotto ay isang tiket sa buwanang lucky draw.',
    },
  },
];

export const promotionTerms: Bilingual = {
  EN: 'Terms: one bonus per person, household and device. The operator may end the offer at any time.',
  TY: 'Mga tuntunin: isang bonus bawat tao, sambahayan at device. Maaaring tapusin ng operator ang alok anumang oras.',
};

export const playerNoticeTitles: Bilingual[] = [
  { EN: 'Scheduled maintenance of live casino tables', TY: 'Nakatakdang maintenance ng mga mesa ng live casino' },
  { EN: 'New fishing game: Ocean King Deluxe', TY: 'Bagong larong pangingisda: Ocean King Deluxe' },
  { EN: 'Faster withdrawals to e-wallets', TY: 'Mas mabilis na pag-withdraw sa e-wallet' },
  { EN: 'Responsible gaming: set your own limits', TY: 'Responsableng paglalaro: itakda ang sarili mong limitasyon' },
  { EN: 'Sports: extra markets for the weekend league', TY: 'Sports: dagdag na market para sa liga ngayong weekend' },
  { EN: 'Lottery draw times updated', TY: 'Binago ang oras ng bola ng lotto' },
  { EN: 'Security tip: never share your verification code', TY: 'Payo sa seguridad: huwag ibahagi ang iyong verification code' },
  { EN: 'Points mall restocked with new gifts', TY: 'May mga bagong regalo sa points mall' },
  { EN: 'Esports: tournament season opens', TY: 'Esports: nagsimula na ang season ng torneo' },
  { EN: 'Customer service hours extended', TY: 'Pinahaba ang oras ng customer service' },
  { EN: 'Cockfight arena schedule', TY: 'Iskedyul ng sabungan' },
  { EN: 'Holiday deposit bonus reminder', TY: 'Paalala sa holiday deposit bonus' },
  { EN: 'App update for Android and iOS', TY: 'Update ng app para sa Android at iOS' },
  { EN: 'New payment channel available', TY: 'May bagong paraan ng pagbabayad' },
];

export const popupSeeds: { title: Bilingual; execution: string; promotionType: string | null; body: Bilingual }[] = [
  {
    title: { EN: 'Welcome to XSP Royal', TY: 'Maligayang pagdating sa XSP Royal' },
    execution: 'B',
    promotionType: null,
    body: {
      EN: 'Register in one minute and claim your <strong>sign-up gift</strong>.',
      TY: 'Magrehistro sa loob ng isang minuto at kunin ang iyong <strong>regalo sa pagrehistro</strong>.',
    },
  },
  {
    title: { EN: 'Your daily reload is ready', TY: 'Handa na ang iyong araw-araw na reload' },
    execution: 'A',
    promotionType: null,
    body: { EN: 'Deposit today and receive a <strong>10% bonus</strong>.', TY: 'Magdeposito ngayon at tumanggap ng <strong>10% bonus</strong>.' },
  },
  {
    title: { EN: 'Thanks for joining!', TY: 'Salamat sa pagsali!' },
    execution: 'F',
    promotionType: 'REWARD',
    body: {
      EN: 'Your new-player rewards are waiting in the <strong>reward centre</strong>.',
      TY: 'Naghihintay ang iyong mga gantimpala bilang bagong manlalaro sa <strong>reward centre</strong>.',
    },
  },
];

export const headlineTitles: Bilingual[] = [
  { EN: 'Weekly slots cashback is paid every Monday.', TY: 'Ibinibigay ang lingguhang cashback sa slots tuwing Lunes.' },
  { EN: 'Live casino maintenance on Tuesday 02:00 to 04:00.', TY: 'Maintenance ng live casino sa Martes, 02:00 hanggang 04:00.' },
  { EN: 'Invite friends and earn a bonus for every active referral.', TY: 'Mag-imbita ng mga kaibigan at kumita ng bonus sa bawat aktibong referral.' },
];

export const noticeHtml: Record<keyof Bilingual, (title: string, index: number) => string> = {
  EN: (title, index) =>
    `<p><strong>${title}.</strong></p><p>Dear member, this notice number ${index + 1} keeps you informed about changes on the platform.</p><ul><li>Effective immediately</li><li>Contact customer service with any question</li></ul>`,
  TY: (title, index) =>
    `<p><strong>${title}.</strong></p><p>Mahal naming miyembro, ang abisong ito bilang ${index + 1} ay nagbabalita sa iyo tungkol sa mga pagbabago sa platform.</p><ul><li>Epektibo agad</li><li>Makipag-ugnayan sa customer service para sa anumang tanong</li></ul>`,
};

/** The image URL of a picture in each language: the Tagalog twin sits beside the English file. */
export const imageInBoth = (englishUrl: string): Bilingual => ({ EN: englishUrl, TY: englishUrl.replace(/\.svg$/, '.ty.svg') });
