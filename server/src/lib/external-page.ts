import { MESSAGES } from '../messages';
import { escapeHtml } from './html';

/** The page a browser sees at /api/external/... while no external service is offered: what happened, and the way back. */
export function externalNotOfferedPage(basePath: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(MESSAGES.externalNotOffered.message)}</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem">
<h1 style="font-size: 1.4rem">${escapeHtml(MESSAGES.externalNotOffered.message)}</h1>
<p><a href="${escapeHtml(basePath)}home">${escapeHtml(MESSAGES.backToPortal.message)}</a></p>
</body></html>
`;
}
