import {
  AlertHost,
  Button,
  Center,
  LoadingModal,
  PortalProviders,
  registerLocales,
  rememberReturnTo,
  Stack,
  Text,
  Title,
  useCountyStore,
  useSessionStore,
} from '@lrp/shared';
import { useEffect, useRef, useState } from 'react';
import { BrowserRouter, useNavigate, type NavigateFunction } from 'react-router';
import shellEn from '../locales/en.json';
import { PortalRoutes } from './portal-routes';
import { startPortal } from './start-up';

registerLocales('shell', shellEn, (tag) => import(`../locales/${tag}.json`).then((m) => m.default));

type StartState = { phase: 'starting' } | { phase: 'ready'; basename: string } | { phase: 'failed' };

/** Lets code outside React (the API client's 403 handling) use the router. */
function NavigatorBridge({ target }: { target: { current: NavigateFunction | null } }) {
  target.current = useNavigate();
  return null;
}

function StartFailed() {
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="sm" maw={480} ta="center">
        <Title order={2}>{shellEn.startFailed.title}</Title>
        <Text c="dimmed">{shellEn.startFailed.text}</Text>
        <Button onClick={() => window.location.reload()}>{shellEn.startFailed.retry}</Button>
      </Stack>
    </Center>
  );
}

/** The host: starts the portal (configuration, modules, session), then renders the router. */
export function App() {
  const [state, setState] = useState<StartState>({ phase: 'starting' });
  const navigate = useRef<NavigateFunction | null>(null);

  useEffect(() => {
    const onForbidden = () => {
      useSessionStore.getState().signOut();
      const base = useCountyStore.getState().productConfig?.BROWSER_ROUTER_BASENAME ?? '/';
      const path = window.location.pathname;
      rememberReturnTo((path.startsWith(base) ? `/${path.slice(base.length)}` : path) + window.location.search);
      navigate.current?.('/login', { replace: true });
    };
    startPortal(onForbidden)
      .then((config) => setState({ phase: 'ready', basename: config.BROWSER_ROUTER_BASENAME }))
      .catch((error: unknown) => {
        console.error('[portal] start-up failed', error);
        setState({ phase: 'failed' });
      });
  }, []);

  return (
    <PortalProviders>
      {state.phase === 'starting' && (
        <Center mih="100vh">
          <Text role="status" fw={600} c="civic.8" style={{ letterSpacing: '0.08em' }}>
            LOADING
          </Text>
        </Center>
      )}
      {state.phase === 'failed' && <StartFailed />}
      {state.phase === 'ready' && (
        <BrowserRouter basename={state.basename}>
          <NavigatorBridge target={navigate} />
          <PortalRoutes loginUrl={`${state.basename.replace(/\/$/, '')}/login`} />
          <AlertHost />
          <LoadingModal />
        </BrowserRouter>
      )}
    </PortalProviders>
  );
}
