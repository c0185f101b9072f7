import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import { portalTheme } from './theme';

/** Mantine with the portal theme and the one i18n instance: the shell wraps the whole portal in it. */
export function PortalProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={portalTheme}>{children}</MantineProvider>
    </I18nextProvider>
  );
}
