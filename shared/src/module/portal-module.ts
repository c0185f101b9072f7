import type { ComponentType } from 'react';

/** What a remote exposes as `./module`: its pages per owned path, its dialogs and its build stamp. */
export interface PortalModule {
  /** The package name, as in module.json (mfe-search...). */
  name: string;
  /** A component per path the module owns (module.json mounts); each renders its own <Routes>. */
  mounts: Record<string, ComponentType>;
  /** Dialogs other modules may open through the module host, e.g. imaging's image preview. */
  dialogs?: Record<string, ComponentType<never>>;
  /** Stamped at build time: which build of the module is running (shown to support staff). */
  build: { version: string; builtAt: string; label: string };
}

/** Identity helper that type-checks a remote's descriptor. */
export const definePortalModule = (module: PortalModule): PortalModule => module;
