import { definePortalModule, registerLocales } from '@lrp/shared';
import { lazy } from 'react';
import en from './locales/en.json';

registerLocales('auth', { en });

const LoginPage = lazy(() => import('./features/login/login-page'));

/** Sign-in, registration and password recovery (spec 1 §2). */
export default definePortalModule({
  name: 'mfe-auth',
  mounts: { '/': LoginPage, '/login': LoginPage },
  build: __LRP_BUILD__,
});
