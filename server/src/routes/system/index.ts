/** System calls: status, switches, register rules, domains, help, countries, customer service, RSA key. */
import * as v from 'valibot';
import { calls } from '../../../../src/services/calls';
import { headers } from '../../../../src/services/headers';
import {
  countries,
  customerServiceLink,
  domainRouteList,
  helpCenterTopics,
  registerRuleMap,
  systemStatus,
  whitelabelTree,
} from '../../domain/system';
import { holeMarker, timedAnswer } from '../../cache/public-answers';
import { defineRoute, noInput, type CallRoute } from '../../http/call-route';
import { withOriginalStatusFields } from './original-status';
import { requestPlace } from './request-place';

const optionalText = v.optional(v.pipe(v.string(), v.maxLength(200)));

const hour = 60 * 60 * 1000;
const nextHour = (now: number): number => (Math.floor(now / hour) + 1) * hour;

export const systemRoutes: CallRoute<any>[] = [
  defineRoute({
    call: calls.status,
    input: v.looseObject({ host: optionalText }),
    // One answer per origin the gateway is reached at; the caller's address is written into each copy.
    handle: async ({ deps, c }) => {
      const origin = requestPlace(c).origin;
      const [status, domains] = await Promise.all([systemStatus(deps, { origin, ip: holeMarker }), domainRouteList(deps.db, origin)]);
      // A maintenance without a stored window shows one that follows the hour.
      return timedAnswer(withOriginalStatusFields(status, domains.domainList), status.maintenance ? nextHour(deps.clock.now()) : Infinity);
    },
    publicAnswer: { key: ({ c }) => requestPlace(c).origin, holes: ({ c }) => [requestPlace(c).ip] },
  }),
  defineRoute({ call: calls.whitelabel, input: noInput, handle: ({ deps }) => whitelabelTree(deps.db), publicAnswer: { key: () => '' } }),
  defineRoute({ call: calls.registerSettings, input: noInput, handle: ({ deps }) => registerRuleMap(deps.db), publicAnswer: { key: () => '' } }),
  defineRoute({
    call: calls.domainRoute,
    input: v.looseObject({ device: optionalText }),
    handle: ({ deps, c }) => domainRouteList(deps.db, requestPlace(c).origin),
    publicAnswer: { key: ({ c }) => requestPlace(c).origin },
  }),
  defineRoute({
    call: calls.helpCenter,
    input: v.looseObject({ lang: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z-]{2,5}$/))), device: optionalText }),
    handle: ({ input, deps, c }) => helpCenterTopics(deps.db, input.lang ?? c.req.header(headers.language), 'EN'),
    publicAnswer: { key: ({ input, c }) => (input.lang ?? c.req.header(headers.language) ?? '').toUpperCase() },
  }),
  defineRoute({ call: calls.countryCodes, input: noInput, handle: async () => ({ countries }) }),
  defineRoute({
    call: calls.customerServiceLink,
    input: v.looseObject({ csType: optionalText }),
    handle: ({ input, deps, c }) => customerServiceLink(deps.db, requestPlace(c).origin, input.csType),
  }),
  defineRoute({
    call: calls.rsaKey,
    input: v.looseObject({ t: optionalText }),
    // Plain text, not an envelope: the original client reads the modulus as the whole body.
    handle: async ({ deps, c }) =>
      c.text(deps.payloads.publicModulusHex(), 200, { 'Cache-Control': 'no-cache, no-store, must-revalidate', 'Content-Type': 'text/plain; charset=utf-8' }),
  }),
];
