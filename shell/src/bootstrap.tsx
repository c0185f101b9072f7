import { createRoot } from 'react-dom/client';
import { App, StartFailed } from './app/app';
import { startPortal } from './app/start-up';
import { handleForbidden } from './app/navigator';

// Start-up runs before the first render: the page shows its own LOADING (index.html) until then.
const root = createRoot(document.getElementById('root')!);
startPortal(handleForbidden)
  .then((config) => root.render(<App basename={config.BROWSER_ROUTER_BASENAME} />))
  .catch((error: unknown) => {
    console.error('[portal] start-up failed', error);
    root.render(<StartFailed />);
  });
