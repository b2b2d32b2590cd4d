/**
 * The customer-service chat window the encrypted links open (440 × 750,
 * header colour #6142bf). A small self-contained page: the visitor writes,
 * the desk acknowledges, and the conversation lives in the page only.
 */
const titles: Record<string, string> = { VIP: 'VIP service', LIVECHAT: 'Live chat' };

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

export const chatTypes = Object.keys(titles);

/** `nonce`: the request's script nonce, the only way this page's one inline script may run under the CSP. */
export function chatPageHtml(type: string, nonce: string): string {
  const title = escapeHtml(titles[type] ?? 'Customer service');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>
  * { box-sizing: border-box; }
  body { margin: 0; height: 100vh; display: flex; flex-direction: column; font: 14px/1.45 'Segoe UI', Arial, sans-serif; background: #f3f2f8; color: #1d1b29; }
  header { background: #6142bf; color: #fff; padding: 14px 16px; display: flex; align-items: center; gap: 10px; }
  header .dot { width: 10px; height: 10px; border-radius: 50%; background: #3ee08f; }
  header h1 { font-size: 16px; margin: 0; font-weight: 600; }
  header p { margin: 0; font-size: 12px; opacity: .8; }
  main { flex: 1; overflow-y: auto; padding: 16px; display: flex; flex-direction: column; gap: 10px; }
  .bubble { max-width: 80%; padding: 9px 12px; border-radius: 14px; white-space: pre-wrap; word-wrap: break-word; }
  .desk { background: #fff; align-self: flex-start; border-bottom-left-radius: 4px; box-shadow: 0 1px 2px rgba(0,0,0,.08); }
  .me { background: #6142bf; color: #fff; align-self: flex-end; border-bottom-right-radius: 4px; }
  /* Solid colours rather than opacity: faded text on either bubble fell below the contrast a reader needs. */
  .time { font-size: 11px; color: #5b5870; margin-top: 2px; }
  .me .time { color: #e6e1f7; }
  form { display: flex; gap: 8px; padding: 12px; background: #fff; border-top: 1px solid #e2e0ee; }
  input { flex: 1; border: 1px solid #cfcbe3; border-radius: 20px; padding: 9px 14px; font: inherit; }
  input:focus { outline: 2px solid #6142bf; border-color: transparent; }
  button { background: #6142bf; color: #fff; border: 0; border-radius: 20px; padding: 0 18px; font: inherit; font-weight: 600; cursor: pointer; }
  button:disabled { opacity: .5; cursor: default; }
</style>
</head>
<body>
<header><span class="dot" aria-hidden="true"></span><div><h1>${title}</h1><p>We usually answer within a minute</p></div></header>
<main id="log" aria-live="polite"></main>
<form id="composer" autocomplete="off" aria-label="Message">
  <input id="text" name="text" maxlength="500" placeholder="Type your message…" aria-label="Message" required>
  <button type="submit">Send</button>
</form>
<script nonce="${nonce}">
  const log = document.getElementById('log');
  const form = document.getElementById('composer');
  const input = document.getElementById('text');
  const replies = [
    'Thank you, an agent has your message and will reply here shortly.',
    'Noted. For deposits and withdrawals please keep your reference number at hand.',
    'Is there anything else we can help you with?',
  ];
  let next = 0;
  function add(text, who) {
    const bubble = document.createElement('div');
    bubble.className = 'bubble ' + who;
    bubble.textContent = text;
    const time = document.createElement('div');
    time.className = 'time';
    time.textContent = new Date().toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
    bubble.appendChild(time);
    log.appendChild(bubble);
    log.scrollTop = log.scrollHeight;
  }
  add('Hello! Welcome to ${title}. How can we help you today?', 'desk');
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const text = input.value.trim();
    if (!text) return;
    add(text, 'me');
    input.value = '';
    setTimeout(() => add(replies[Math.min(next++, replies.length - 1)], 'desk'), 700);
  });
  // Opened in its own window it is ready to type; framed in the portal it leaves the focus (and Escape) with the portal.
  if (window.top === window) input.focus();
</script>
</body>
</html>`;
}
