import { definePortalModule, registerLocales, Route, Routes } from '@lrp/shared';
import { lazy } from 'react';
import LoginPage from './features/login/login-page';
import en from './locales/en.json';

registerLocales('auth', en, (tag) => import(`./locales/${tag}.json`).then((m) => m.default));

// The sign-in page is the portal's front door: part of the module's own chunk (one fetch fewer before it shows).
const RegisterPage = lazy(() => import('./features/registration/register-page'));
const CompleteRegistrationPage = lazy(
  () => import('./features/registration/complete-registration-page'),
);
const ForgotUsernamePage = lazy(() => import('./features/recovery/forgot-username-page'));
const ForgotPasswordPage = lazy(() => import('./features/recovery/forgot-password-page'));
const PasswordResetPage = lazy(() => import('./features/recovery/password-reset-page'));
const SignInLinkPage = lazy(() => import('./features/login/sign-in-link-page'));

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
      <Route path="*" element={<LoginPage />} />
    </Routes>
  );
}

/** Sign-in, registration and password recovery (spec 1 §2). */
export default definePortalModule({
  name: 'mfe-auth',
  mounts: {
    '/': LoginPage,
    '/login': LoginRoutes,
    '/register': RegisterPage,
    '/CompleteRegistration': withTicket(CompleteRegistrationPage),
    '/forgotUsername': ForgotUsernamePage,
    '/forgotPassword': ForgotPasswordPage,
    '/passwordReset': withTicket(PasswordResetPage),
  },
  build: __LRP_BUILD__,
});
