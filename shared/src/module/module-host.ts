import type { PortalModule } from './portal-module';

/** The one interface the shell hands to remotes: load another module by name, at runtime. */
export interface ModuleHost {
  loadModule: (name: string) => Promise<PortalModule>;
  isEnabled: (name: string) => boolean;
}

let host: ModuleHost | null = null;

/** Called once by the shell after it registered the county's remotes. */
export function setModuleHost(next: ModuleHost): void {
  host = next;
}

/** The shell's module host; remotes use it instead of importing each other's source. */
export function getModuleHost(): ModuleHost {
  if (!host) throw new Error('The portal shell has not started the module host.');
  return host;
}
