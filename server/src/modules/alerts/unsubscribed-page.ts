import { escapeHtml } from '../../lib/html';
/** The page an alert e-mail's unsubscribe link opens: what was stopped (or that nothing was left to stop). */
export function unsubscribedPage(basePath: string, what: string | null): string {
  const title = what ? 'Alert stopped' : 'No such alert';
  const text = what
    ? `You will no longer receive e-mails when a new recording matches ${what}.`
    : 'This alert was stopped already, or the link is not complete.';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem">
<h1 style="font-size: 1.4rem">${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p>
<p><a href="${escapeHtml(basePath)}home">Go to the portal</a></p>
</body></html>
`;
}
