import {
  BrowserRouter,
  Button,
  Center,
  PortalOverlays,
  PortalProviders,
  registerLocales,
  Stack,
  Text,
  Title,
  useNavigate,
} from '@lrp/shared';
import shellEn from '../locales/en.json';
import { navigator } from './navigator';
import { PortalRoutes } from './portal-routes';

registerLocales('shell', shellEn, (tag) => import(`../locales/${tag}.json`).then((m) => m.default));

/** Lets code outside React (the API client's 403 handling) use the router. */
function NavigatorBridge() {
  navigator.current = useNavigate();
  return null;
}

/** Start-up could not reach the server: say so, and offer to try again. */
export function StartFailed() {
  return (
    <PortalProviders>
      <Center mih="100vh" p="md">
        <Stack align="center" gap="sm" maw={480} ta="center">
          <Title order={1} size="h2">
            {shellEn.startFailed.title}
          </Title>
          <Text c="dimmed">{shellEn.startFailed.text}</Text>
          <Button onClick={() => window.location.reload()}>{shellEn.startFailed.retry}</Button>
        </Stack>
      </Center>
    </PortalProviders>
  );
}

/** The host, once the portal has started: the router, the county's routes and the shared overlays. */
export function App({ basename }: { basename: string }) {
  return (
    <PortalProviders>
      {/* Not as a transition: a click shows the next page's loader at once, never leaving the page it left on screen
          to take input that would be thrown away when the next page arrives (issue 38). */}
      <BrowserRouter basename={basename} useTransitions={false}>
        <NavigatorBridge />
        <PortalRoutes loginUrl={`${basename.replace(/\/$/, '')}/login`} />
        <PortalOverlays />
      </BrowserRouter>
    </PortalProviders>
  );
}
