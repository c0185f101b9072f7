import type { FastifyReply } from 'fastify';
import { escapeHtml } from '../../lib/html';

/** The small page an alert e-mail's link opens (unsubscribe, confirm): a heading, a sentence, a way back. */
function alertPage(basePath: string, title: string, text: string): string {
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

/** Answers the page, never cached (its link is a one-time capability). */
export function sendAlertPage(
  reply: FastifyReply,
  basePath: string,
  title: string,
  text: string,
): FastifyReply {
  return reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(alertPage(basePath, title, text));
}

/** What an alert watches, as the e-mails and pages say it. */
export function alertSubject(alert: {
  kind: 'NAME' | 'PARCEL';
  lastName: string;
  firstName: string;
  parcelId: string;
}): string {
  return alert.kind === 'NAME'
    ? `the name ${[alert.lastName, alert.firstName].filter(Boolean).join(', ')}`
    : `parcel ${alert.parcelId}`;
}
