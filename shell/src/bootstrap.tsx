import { describeError, flushClientLog, logClientProblem } from '@lrp/shared';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, StartFailed } from './app/app';
import { startPortal } from './app/start-up';
import { handleForbidden } from './app/navigator';

// Uncaught errors go to the server's log (spec 1 §7, the logging transport); what waits is sent on leaving.
window.addEventListener('error', (event) =>
  logClientProblem('error', describeError(event.error ?? event.message), 'uncaught error'),
);
window.addEventListener('unhandledrejection', (event) =>
  logClientProblem('error', describeError(event.reason), 'unhandled rejection'),
);
window.addEventListener('pagehide', flushClientLog);

// Start-up runs before the first render: the page shows its own LOADING (index.html) until then. The first render
// is a transition, so React renders the page in slices and yields between them: a slow phone stays responsive
// (no long task while the whole tree is built), and the page appears as soon as it is ready, as before.
const root = createRoot(document.getElementById('root')!);
startPortal(handleForbidden)
  .then((config) =>
    startTransition(() => root.render(<App basename={config.BROWSER_ROUTER_BASENAME} />)),
  )
  .catch((error: unknown) => {
    logClientProblem('error', describeError(error), 'start-up failed');
    root.render(<StartFailed />);
  });
