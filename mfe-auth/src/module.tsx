import { definePortalModule, registerLocales, Route, Routes } from '@lrp/shared';
import { lazy } from 'react';
import LoginPage from './features/login/login-page';
import en from './locales/en.json';

registerLocales('auth', en, (tag) => import(`./locales/${tag}.json`).then((m) => m.default));

// The sign-in page is the portal's front door: part of the module's own chunk (one fetch fewer before it shows).
const RegisterPage = lazy(() => import('./features/registration/register-page'));
const CompleteRegistrationPage = lazy(() => import('./features/registration/complete-registration-page'));
const ForgotUsernamePage = lazy(() => import('./features/recovery/forgot-username-page'));
const ForgotPasswordPage = lazy(() => import('./features/recovery/forgot-password-page'));
const PasswordResetPage = lazy(() => import('./features/recovery/password-reset-page'));

/** A path that carries a ticket: /passwordReset/{ticket}, /CompleteRegistration/{ticket}. */
const withTicket = (Page: typeof PasswordResetPage) =>
  function TicketRoute() {
    return (
      <Routes>
        <Route path=":ticket" element={<Page />} />
      </Routes>
    );
  };

/** Sign-in, registration and password recovery (spec 1 §2). */
export default definePortalModule({
  name: 'mfe-auth',
  mounts: {
    '/': LoginPage,
    '/login': LoginPage,
    '/register': RegisterPage,
    '/CompleteRegistration': withTicket(CompleteRegistrationPage),
    '/forgotUsername': ForgotUsernamePage,
    '/forgotPassword': ForgotPasswordPage,
    '/passwordReset': withTicket(PasswordResetPage),
  },
  build: __LRP_BUILD__,
});
