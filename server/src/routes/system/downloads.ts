/**
 * Targets of the app-download resources. iOS gets a real web-clip profile
 * that puts the portal on the home screen; there is no native Android build,
 * so the Android link explains that and offers the portal itself.
 */
import { randomUUID } from 'node:crypto';

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function webClipProfile(origin: string, brandName: string): string {
  const name = escapeXml(brandName);
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
  <key>PayloadContent</key>
  <array>
    <dict>
      <key>FullScreen</key><true/>
      <key>IsRemovable</key><true/>
      <key>Label</key><string>${name}</string>
      <key>PayloadDisplayName</key><string>${name}</string>
      <key>PayloadIdentifier</key><string>com.xsp.portal.webclip</string>
      <key>PayloadType</key><string>com.apple.webClip.managed</string>
      <key>PayloadUUID</key><string>${randomUUID().toUpperCase()}</string>
      <key>PayloadVersion</key><integer>1</integer>
      <key>URL</key><string>${escapeXml(origin)}/</string>
    </dict>
  </array>
  <key>PayloadDisplayName</key><string>${name}</string>
  <key>PayloadIdentifier</key><string>com.xsp.portal</string>
  <key>PayloadType</key><string>Configuration</string>
  <key>PayloadUUID</key><string>${randomUUID().toUpperCase()}</string>
  <key>PayloadVersion</key><integer>1</integer>
</dict>
</plist>
`;
}

export function androidPage(origin: string, brandName: string): string {
  const name = escapeXml(brandName);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${name} for Android</title>
<style>body{margin:0;min-height:100vh;display:grid;place-items:center;background:#0b0d17;color:#eef0fb;font:16px/1.5 'Segoe UI',Arial,sans-serif;text-align:center;padding:24px}a{display:inline-block;margin-top:16px;background:#f6b93b;color:#221500;padding:10px 22px;border-radius:999px;text-decoration:none;font-weight:600}</style>
</head><body><main><h1>${name} for Android</h1><p>This demo gateway has no native Android build.<br>Open the portal in your phone's browser and add it to your home screen.</p><a href="${escapeXml(origin)}/">Open ${name}</a></main></body></html>`;
}
