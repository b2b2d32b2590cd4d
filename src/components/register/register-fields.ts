/** How each registration field looks: icon, input type and autocomplete hint. Which fields exist comes from the rules. */
import type { IconName } from '../ui/icons';

export interface FieldLook {
  icon: IconName;
  type?: 'text' | 'password' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'email' | 'tel';
}

export const fieldLooks: Record<string, FieldLook> = {
  username: { icon: 'user', autoComplete: 'username' },
  password: { icon: 'shield', type: 'password', autoComplete: 'new-password' },
  confirmPassword: { icon: 'shield', type: 'password', autoComplete: 'new-password' },
  paymentPassword: { icon: 'wallet', type: 'password', autoComplete: 'off' },
  payeeName: { icon: 'user', autoComplete: 'name' },
  email: { icon: 'mail', type: 'email', autoComplete: 'email', inputMode: 'email' },
  mobileNum: { icon: 'pin', type: 'tel', autoComplete: 'tel-national', inputMode: 'numeric' },
  verificationCode: { icon: 'mail', autoComplete: 'one-time-code', inputMode: 'numeric' },
  qqNum: { icon: 'users', inputMode: 'numeric' },
  recommenderId: { icon: 'users' },
  affiliateCode: { icon: 'gift' },
  referralCode: { icon: 'gift' },
  line: { icon: 'users' },
  whatsapp: { icon: 'users', type: 'tel', inputMode: 'tel' },
  zalo: { icon: 'users' },
  facebook: { icon: 'facebook' },
  wechat: { icon: 'users' },
  idNumber: { icon: 'receipt' },
};

export const lookOf = (name: string): FieldLook => fieldLooks[name] ?? { icon: 'user' };

/** Fields that take the whole row: the account itself and the inputs that carry a button or a prefix. */
export const wideFields: readonly string[] = ['username', 'mobileNum', 'verificationCode', 'captcha'];
