/** Help-centre topics in both supported languages (EN, TY = Tagalog); filled only while the table is empty. */
import { count } from 'drizzle-orm';
import type { Db } from '../db';
import { helpTopics } from '../db/schema';

interface TopicSeed {
  category: string;
  en: { title: string; content: string };
  ty: { title: string; content: string };
}

const topics: TopicSeed[] = [
  {
    category: 'account',
    en: {
      title: 'How do I open an account?',
      content:
        '<p>Click <strong>Register</strong> at the top of the page, choose a username and a password that mixes letters and digits, complete the slide check and confirm.</p><p>With mobile registration on, you can register with your mobile number and an SMS code instead.</p>',
    },
    ty: {
      title: 'Paano ako magbubukas ng account?',
      content:
        '<p>I-click ang <strong>Magrehistro</strong> sa itaas ng pahina, pumili ng username at password na may halong letra at numero, tapusin ang slide check at kumpirmahin.</p><p>Kapag bukas ang pagrehistro gamit ang mobile, maaari kang magrehistro gamit ang iyong mobile number at SMS code.</p>',
    },
  },
  {
    category: 'account',
    en: {
      title: 'I forgot my password',
      content:
        '<p>Open the login window and choose <strong>Forgot password</strong>. Reset by email (your username and registered email) or by mobile (an SMS code sent to your registered number).</p>',
    },
    ty: {
      title: 'Nakalimutan ko ang aking password',
      content:
        '<p>Buksan ang login at piliin ang <strong>Nakalimutan ang password</strong>. Mag-reset gamit ang email (ang iyong username at nakarehistrong email) o gamit ang mobile (SMS code na ipapadala sa iyong nakarehistrong numero).</p>',
    },
  },
  {
    category: 'deposit',
    en: {
      title: 'How do I deposit?',
      content:
        '<p>After logging in, click <strong>Deposit</strong>, choose a payment channel and follow the instructions. Deposits usually arrive within a few minutes.</p>',
    },
    ty: {
      title: 'Paano ako magdedeposito?',
      content:
        '<p>Pagkatapos mag-login, i-click ang <strong>Deposito</strong>, pumili ng paraan ng pagbabayad at sundin ang mga tagubilin. Karaniwang pumapasok ang deposito sa loob ng ilang minuto.</p>',
    },
  },
  {
    category: 'withdrawal',
    en: {
      title: 'How long does a withdrawal take?',
      content:
        '<p>Most withdrawals are processed within 30 minutes. Make sure your bonus turnover is complete and your payee name matches your bank account.</p>',
    },
    ty: {
      title: 'Gaano katagal ang pag-withdraw?',
      content:
        '<p>Karamihan sa mga withdrawal ay napoproseso sa loob ng 30 minuto. Siguraduhing tapos na ang turnover ng iyong bonus at tugma ang pangalan ng tatanggap sa iyong bank account.</p>',
    },
  },
  {
    category: 'games',
    en: {
      title: 'Can I try games for free?',
      content: '<p>Yes. Click <strong>Free demo</strong> to play with a trial account. Trial accounts cannot deposit, withdraw or open the member centre.</p>',
    },
    ty: {
      title: 'Puwede ko bang subukan ang mga laro nang libre?',
      content:
        '<p>Oo. I-click ang <strong>Libreng demo</strong> para maglaro gamit ang trial account. Hindi makakapagdeposito, makakapag-withdraw o makakapagbukas ng member centre ang trial account.</p>',
    },
  },
  {
    category: 'terms',
    en: {
      title: 'User agreement',
      content:
        '<p>You must be over 18 to play. Keep your login details private; you are responsible for all activity on your account. Follow the laws of the place where you live.</p>',
    },
    ty: {
      title: 'Kasunduan ng gumagamit',
      content:
        '<p>Kailangang lampas 18 taong gulang ka para maglaro. Panatilihing lihim ang iyong mga detalye sa pag-login; ikaw ang mananagot sa lahat ng gawain sa iyong account. Sundin ang mga batas ng lugar na iyong tinitirhan.</p>',
    },
  },
];

export async function seedHelpTopics(db: Db): Promise<void> {
  const [row] = await db.select({ rows: count() }).from(helpTopics);
  if (Number(row?.rows ?? 0) > 0) return;
  await db.insert(helpTopics).values(
    topics.flatMap((topic, sort) => [
      { category: topic.category, language: 'EN', sort, ...topic.en },
      { category: topic.category, language: 'TY', sort, ...topic.ty },
    ]),
  );
}
