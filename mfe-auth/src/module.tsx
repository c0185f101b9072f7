import { definePortalModule, preloadable, registerLocales, Route, Routes } from '@lrp/shared';
import type { ComponentType, SyntheticEvent } from 'react';
import LoginPage from './features/login/login-page';
import en from './locales/en.json';

registerLocales('auth', en, (tag) => import(`./locales/${tag}.json`).then((m) => m.default));

// The sign-in page is the portal's front door: part of the module's own chunk (one fetch fewer before it shows).
// The pages it links to are downloaded as soon as the pointer or the focus reaches their link (SignInPage).
const page = <P extends object>(load: () => Promise<{ default: ComponentType<P> }>) =>
  preloadable(() => load().then((m) => m.default));
const RegisterPage = page(() => import('./features/registration/register-page'));
const CompleteRegistrationPage = page(
  () => import('./features/registration/complete-registration-page'),
);
const ForgotUsernamePage = page(() => import('./features/recovery/forgot-username-page'));
const ForgotPasswordPage = page(() => import('./features/recovery/forgot-password-page'));
const PasswordResetPage = page(() => import('./features/recovery/password-reset-page'));
const SignInLinkPage = page(() => import('./features/login/sign-in-link-page'));

/** The sign-in page's links, by path: each page is downloaded when its link is pointed at or focused. */
const LINKED: Record<string, { preload: () => Promise<unknown> }> = {
  '/register': RegisterPage,
  '/forgotUsername': ForgotUsernamePage,
  '/forgotPassword': ForgotPasswordPage,
};

function preloadLinked(event: SyntheticEvent) {
  const href = (event.target as Element).closest?.('a')?.getAttribute('href') ?? '';
  const path = Object.keys(LINKED).find((p) => href.endsWith(p));
  if (path) void LINKED[path].preload().catch(() => undefined);
}

/**
 * The sign-in page. Pointing at or focusing New User? or a Forgot link downloads that page, usually before the
 * click (the first visit's weight is unchanged: bench/README.md).
 */
function SignInPage() {
  return (
    <div
      style={{ display: 'contents' }}
      onPointerOverCapture={preloadLinked}
      onFocusCapture={preloadLinked}
    >
      <LoginPage />
    </div>
  );
}

/** A path that carries a ticket: /passwordReset/{ticket}, /CompleteRegistration/{ticket}. */
const withTicket = (Page: typeof PasswordResetPage) =>
  function TicketRoute() {
    return (
      <Routes>
        <Route path=":ticket" element={<Page />} />
      </Routes>
    );
  };

/** /login, and /login/link/{ticket}: the e-mailed one-time sign-in link (sign-in-link-page.tsx). */
function LoginRoutes() {
  return (
    <Routes>
      <Route path="link/:ticket" element={<SignInLinkPage />} />
      <Route path="*" element={<SignInPage />} />
    </Routes>
  );
}

/** Sign-in, registration and password recovery (spec 1 §2). */
export default definePortalModule({
  name: 'mfe-auth',
  mounts: {
    '/': SignInPage,
    '/login': LoginRoutes,
    '/register': RegisterPage,
    '/CompleteRegistration': withTicket(CompleteRegistrationPage),
    '/forgotUsername': ForgotUsernamePage,
    '/forgotPassword': ForgotPasswordPage,
    '/passwordReset': withTicket(PasswordResetPage),
  },
  build: __LRP_BUILD__,
});
