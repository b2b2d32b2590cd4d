/**
 * The member-centre record and account machines with their effects
 * provided, built once per HTTP client: what the pages create their actors
 * from, and what the model tests replay against a real gateway.
 */
import type { AnyActorLogic } from 'xstate';
import { centreDetailsMachine } from '../../../../machines/centre-details/centre-details.machine';
import { centreSubmitMachine } from '../../../../machines/centre-submit/centre-submit.machine';
import { moneyRequestMachine } from '../../../../machines/money-request/money-request.machine';
import { pagedRecordsMachine } from '../../../../machines/paged-records/paged-records.machine';
import { smsCountdownMachine } from '../../../../machines/sms-countdown/sms-countdown.machine';
import { createRequestIdActor } from '../../../../services/funds.actors';
import type { HttpClient } from '../../../../services/http';
import { createProfileActors } from '../../../../services/profile.actors';
import { createRecordsActors } from '../../../../services/records.actors';
import { createSignInsActors } from '../../../../services/sign-ins.actors';
import { createSupportActors } from '../../../../services/support.actors';

export interface CentreDeps {
  http: HttpClient;
  now?: () => number;
}

const records = (loadRecords: AnyActorLogic) => pagedRecordsMachine.provide({ actors: { loadRecords } as never });
const details = (loadDetails: AnyActorLogic) => centreDetailsMachine.provide({ actors: { loadDetails } as never });
const submit = (submitForm: AnyActorLogic) => centreSubmitMachine.provide({ actors: { submitForm } as never });
/** Binding codes reuse the SMS button's countdown; the sender is the binding call, with no slide puzzle before it. */
const codeSender = (sendSmsCode: AnyActorLogic) => smsCountdownMachine.provide({ actors: { sendSmsCode } as never });

export function createCentreLogic(deps: CentreDeps) {
  const recordActors = createRecordsActors(deps);
  const profileActors = createProfileActors(deps);
  const supportActors = createSupportActors(deps);
  const signInActors = createSignInsActors(deps);
  return {
    bettingRecords: records(recordActors.bettingRecords),
    transactionHistory: records(recordActors.transactionHistory),
    personalProfit: records(recordActors.personalProfit),
    bonusDetails: records(recordActors.bonusDetails),
    inbox: records(profileActors.inbox),
    markRead: submit(profileActors.markRead),
    securityConfig: details(profileActors.securityConfig),
    updateProfile: submit(profileActors.updateProfile),
    paymentPassword: submit(profileActors.savePaymentPassword),
    bindEmail: submit(profileActors.bindEmail),
    bindMobile: submit(profileActors.bindMobile),
    emailCode: codeSender(profileActors.sendEmailCode),
    mobileCode: codeSender(profileActors.sendMobileCode),
    signIns: details(signInActors.recentSignIns),
    signOutOthers: submit(signInActors.signOutOthers),
    referral: details(profileActors.referralInfo),
    rebate: details(recordActors.rebateDetails),
    feedbackSettings: details(supportActors.feedbackSettings),
    sendFeedback: submit(supportActors.sendFeedback),
    claimRebate: moneyRequestMachine.provide({ actors: { createRequestId: createRequestIdActor(), submitRequest: recordActors.claimRebate as never } }),
  };
}

export type CentreLogic = ReturnType<typeof createCentreLogic>;

const built = new WeakMap<HttpClient, CentreLogic>();

export function centreLogicFor(http: HttpClient): CentreLogic {
  let logic = built.get(http);
  if (!logic) {
    logic = createCentreLogic({ http });
    built.set(http, logic);
  }
  return logic;
}
