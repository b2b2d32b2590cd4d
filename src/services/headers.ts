/** Header names of the wire protocol (api-facts §2, §3), shared by client and gateway. */
export const headers = {
  merchant: 'Merchant',
  device: 'Device',
  language: 'Language',
  authorization: 'Authorization',
  encryption: 'Encryption',
  /** Persisted random id of this browser; binds captcha and human check to it. */
  deviceId: 'Device-Id',
  gatewayVersion: 'X-Gateway-Version',
} as const;

/** Prefix of the `Encryption` header value under the v2 scheme; a bare hex value is legacy. */
export const encryptionV2Prefix = 'v2:';
