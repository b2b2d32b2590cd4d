/**
 * The local demo sends no SMS or e-mail: the gateway keeps them in outboxes
 * that /dev/* shows (DEV_ENDPOINTS). `npm start` and `npm run dev` open them
 * for a gateway listening on this machine, unless DEV_ENDPOINTS or
 * NODE_ENV=production says otherwise, and say that they did.
 */
const loopbackHosts = ['127.0.0.1', '::1', 'localhost'];

/** The environment additions for the gateway: DEV_ENDPOINTS=1 when the demo opts in, nothing otherwise. */
export function demoOutboxSettings(env, host) {
  const optIn = env.DEV_ENDPOINTS === undefined && env.NODE_ENV !== 'production' && loopbackHosts.includes(host);
  return optIn ? { DEV_ENDPOINTS: '1' } : {};
}

export const demoOutboxNote = (url) =>
  `  DEV_ENDPOINTS=1 for this local demo: SMS codes at ${url}/dev/sms-outbox?mobile=…, e-mails at ${url}/dev/email-outbox?to=…\n` +
  '  (this machine only, never through a proxy; DEV_ENDPOINTS=0 closes them)';
