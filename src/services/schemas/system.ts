/**
 * Response shapes of the system calls, validated at the portal's boundary and
 * produced by the reference gateway. One definition, both sides.
 */
import * as v from 'valibot';

export interface SwitchNode {
  modId: string;
  enabled: '1' | '0';
  childrenNodes: SwitchNode[];
}

export const switchNodeSchema: v.GenericSchema<SwitchNode> = v.object({
  modId: v.string(),
  enabled: v.picklist(['1', '0']),
  childrenNodes: v.array(v.lazy(() => switchNodeSchema)),
});

export const registerRuleSchema = v.object({
  enabled: v.boolean(),
  required: v.boolean(),
  acceptedPattern: v.string(),
  patternId: v.number(),
  minLength: v.number(),
  maxLength: v.number(),
});
export type RegisterRule = v.InferOutput<typeof registerRuleSchema>;

/** Field name → rule; fields absent from the map are not shown. */
export const registerRulesSchema = v.record(v.string(), registerRuleSchema);
export type RegisterRules = v.InferOutput<typeof registerRulesSchema>;

export const resourceTypes = ['ANDROID', 'IOS', 'TELEGRAM1', 'TELEGRAM2', 'FACEBOOK'] as const;
export const resourceSchema = v.object({
  resourceType: v.string(),
  url: v.string(),
  qrCodeUrl: v.optional(v.string(), ''),
  labelNameEn: v.optional(v.string(), ''),
});
export type Resource = v.InferOutput<typeof resourceSchema>;

/** `path` is a DES ciphertext (Base64) followed by its 8-character key. */
export const customerServiceSchema = v.object({ csType: v.string(), path: v.string() });
export type CustomerServiceEntry = v.InferOutput<typeof customerServiceSchema>;

export const brandSchema = v.object({
  name: v.string(),
  merchantCode: v.string(),
  platform: v.string(),
  device: v.string(),
  defaultLanguage: v.string(),
  supportedLanguages: v.array(v.string()),
  logoUrl: v.string(),
  /** CSS custom property name (without --) → value; the operator's rebrand. */
  theme: v.record(v.string(), v.string()),
  currency: v.string(),
});
export type Brand = v.InferOutput<typeof brandSchema>;

/**
 * The original family's status answer has no brand or flags (api-facts §6): a portal pointed at such a gateway
 * runs with the spec's languages, its own look and every optional feature off.
 */
const brandWhenAbsent = (): Brand => ({
  name: '',
  merchantCode: '',
  platform: 'web',
  device: 'WEB',
  defaultLanguage: 'EN',
  supportedLanguages: ['EN', 'TY'],
  logoUrl: '',
  theme: {},
  currency: '',
});

export const publicFlagsSchema = v.object({
  loginedToHomePage: v.boolean(),
  inviteFriends: v.boolean(),
  referralEnabled: v.boolean(),
  captchaOnRegister: v.boolean(),
  /**
   * SMS codes go through the third-party phone-authentication channel
   * (the gateway's PHONE_AUTH setting): SMS login says so, countdowns last
   * one minute. Absent means off, so older gateways still validate.
   */
  thirdPartyPhoneAuth: v.optional(v.boolean()),
});
const flagsWhenAbsent = (): v.InferOutput<typeof publicFlagsSchema> => ({ loginedToHomePage: false, inviteFriends: false, referralEnabled: false, captchaOnRegister: false });

/** The original family's maintenance window (api-facts §2, T): epoch ms start and end; statusAnswerSchema reads it into `maintainTime`. */
const originalMaintenanceSchema = v.object({ data: v.optional(v.object({ maintainTime: v.optional(v.number()), endTime: v.optional(v.number()) })) });

export const statusSchema = v.object({
  maintenance: v.boolean(),
  regionRestriction: v.boolean(),
  location: v.object({ ip: v.string() }),
  maintainTime: v.optional(v.nullable(v.object({ startTime: v.number(), endTime: v.number() }))),
  content: v.optional(originalMaintenanceSchema),
  info: v.object({
    brand: v.optional(brandSchema, brandWhenAbsent),
    whitelabel: switchNodeSchema,
    register: registerRulesSchema,
    resources: v.array(resourceSchema),
    customerService: v.array(customerServiceSchema),
    mainDomain: v.string(),
    analytics: v.object({ gtagId: v.string() }),
    /** Where pictures and game pages are served from: never empty, our gateway names its own origin when none is set. */
    imageCDNs: v.array(v.string()),
    launchGameCDNs: v.array(v.string()),
    flags: v.optional(publicFlagsSchema, flagsWhenAbsent),
  }),
});
export type SystemStatus = v.InferOutput<typeof statusSchema>;

/** The status answer as the portal reads it: a gateway that gives only the original's window gets it in ours. */
export const statusAnswerSchema = v.pipe(
  statusSchema,
  v.transform((status): SystemStatus => {
    const window = status.content?.data;
    if (status.maintainTime || window?.maintainTime === undefined || window.endTime === undefined) return status;
    return { ...status, maintainTime: { startTime: window.maintainTime, endTime: window.endTime } };
  }),
);

export const domainRouteSchema = v.object({ domainList: v.array(v.object({ domainName: v.string() })) });
export type DomainRoute = v.InferOutput<typeof domainRouteSchema>;

export const helpCenterSchema = v.array(
  v.object({ id: v.number(), category: v.string(), title: v.string(), content: v.string() }),
);
export type HelpTopic = v.InferOutput<typeof helpCenterSchema>[number];

export const countryCodesSchema = v.object({
  countries: v.array(v.object({ code: v.string(), name: v.string(), dialingCode: v.string() })),
});

/** Customer-service script answer: `version.pathList` item type 3 is the chat link, encrypted like status paths. */
export const customerServiceLinkSchema = v.object({
  csType: v.string(),
  version: v.object({ pathList: v.array(v.object({ type: v.number(), path: v.string() })) }),
});
