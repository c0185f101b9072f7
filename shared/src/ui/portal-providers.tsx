import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { queryClient } from '../api/query-client';
import { i18n } from '../i18n/i18n';
import { portalCssVariables, portalTheme } from './theme';

/** Mantine with the portal theme, the one i18n instance and the one query cache: the shell wraps the portal in it. */
export function PortalProviders({
  children,
  env,
}: {
  children: ReactNode;
  /** `test`: no transitions (component tests). */ env?: 'test';
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        {/* The theme's CSS variables are written by the provider itself (not downloaded as a 4 KB stylesheet). */}
        <MantineProvider
          theme={portalTheme}
          cssVariablesResolver={portalCssVariables}
          env={env}
          deduplicateCssVariables={false}
        >
          {children}
        </MantineProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
