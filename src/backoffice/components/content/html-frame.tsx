/**
 * Operator HTML drawn in a sandboxed frame (no scripts, no forms, an origin
 * of its own), so markup in a draft can never act in the operator's session.
 * The markup is first cleaned the way the portal cleans it before showing it.
 */
import { sanitizeHtml } from '../../../components/announcements/sanitize-html';

export function HtmlFrame({ title, html }: { title: string; html: string }) {
  return <iframe className="bo-notice__body" title={title} sandbox="" srcDoc={`<!doctype html><meta charset="utf-8"><body style="font:14px system-ui;color:#e6e6f0;background:#12131f;margin:8px">${sanitizeHtml(html)}</body>`} />;
}
