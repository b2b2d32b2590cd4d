/** The member's recent sign-ins, and ending every session but this one. */
import * as v from 'valibot';
import type { ApiContext } from './session.api';
import { signInsSchema, type SignIn } from './schemas/sign-ins';

export const loadSignIns = ({ http, signal }: ApiContext): Promise<SignIn[]> => http.call('signIns', { schema: signInsSchema, signal });

export async function signOutOthers({ http, signal }: ApiContext): Promise<void> {
  await http.call('signOutOthers', { schema: v.unknown(), signal });
}
