/**
 * A browser and a system named from a User-Agent header, for the member's
 * list of sign-ins ("Chrome on Windows"). Only the families a person would
 * recognise; anything else is '' and the portal says "unknown device".
 * Order matters: Edge and Opera also say Chrome, Chrome also says Safari,
 * and an iPad says Mac OS X.
 */
export interface DeviceSummary {
  browser: string;
  os: string;
}

const browsers: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\b(Headless)?Chrome\/|\bCriOS\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const systems: [RegExp, string][] = [
  [/\bWindows\b/, 'Windows'],
  [/\biPhone|\biPad|\biPod/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (patterns: [RegExp, string][], text: string): string => patterns.find(([pattern]) => pattern.test(text))?.[1] ?? '';

export function deviceOf(userAgent: string): DeviceSummary {
  return { browser: first(browsers, userAgent), os: first(systems, userAgent) };
}
