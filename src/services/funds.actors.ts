/**
 * Actor bindings of the money calls for the `moneyRequest` machine: one
 * `submitRequest` per form, and `createRequestId`, which gives every
 * submission its own id (random, from the platform's crypto source).
 */
import { fromPromise } from 'xstate';
import { recallWallets, submitDeposit, submitWithdraw, transferToUpline, transferWallet } from './funds.api';
import type { HttpClient } from './http';

export interface MoneySubmission<TValues> {
  requestId: string;
  values: TValues;
}

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 24 characters of the request-id alphabet; crypto.getRandomValues works on plain http too, unlike randomUUID. */
export function newRequestId(fill: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (bytes) => crypto.getRandomValues(bytes)): string {
  const bytes = fill(new Uint8Array(24));
  // 62 letters: the slight bias of the modulo costs nothing for an id that only has to be unique.
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
}

export const createRequestIdActor = (generate: () => string = newRequestId) => fromPromise<string>(async () => generate());

type Call<TValues, TAnswer> = (api: { http: HttpClient; signal?: AbortSignal }, input: TValues & { requestId: string }) => Promise<TAnswer>;

function submitWith<TValues, TAnswer>(http: HttpClient, call: Call<TValues, TAnswer>) {
  return fromPromise<TAnswer, MoneySubmission<TValues>>(({ input, signal }) => call({ http, signal }, { ...input.values, requestId: input.requestId }));
}

export interface WalletTransferValues {
  fromAccountTypeId: number;
  toAccountTypeId: number;
  amount: string;
}

export function createFundsActors({ http }: { http: HttpClient }) {
  return {
    submitTransfer: submitWith<WalletTransferValues, Awaited<ReturnType<typeof transferWallet>>>(http, transferWallet),
    submitRecall: submitWith<Record<string, never>, Awaited<ReturnType<typeof recallWallets>>>(http, recallWallets),
    submitDeposit: submitWith<{ channelCode: string; amount: string }, Awaited<ReturnType<typeof submitDeposit>>>(http, submitDeposit),
    submitWithdraw: submitWith<{ amount: string; bankAccountId: number; paymentPassword: string }, Awaited<ReturnType<typeof submitWithdraw>>>(http, submitWithdraw),
    submitTransferUpline: submitWith<{ amount: string; note: string }, Awaited<ReturnType<typeof transferToUpline>>>(http, transferToUpline),
  };
}

export type FundsActors = ReturnType<typeof createFundsActors>;
export type MoneyCall = keyof FundsActors;
