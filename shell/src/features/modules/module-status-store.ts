import { create } from 'zustand';
import { type PortalModule } from '@lrp/shared';

export type ModuleLoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

interface ModuleStatusState {
  status: Record<string, ModuleLoadStatus>;
  /** Build stamps of the modules this page has loaded, for the footer's support details. */
  builds: Record<string, PortalModule['build']>;
  setStatus: (name: string, status: ModuleLoadStatus) => void;
  setBuild: (name: string, build: PortalModule['build']) => void;
}

/** Which remotes this page has loaded or failed to load (the nav marks a failed one unavailable). */
export const useModuleStatusStore = create<ModuleStatusState>()((set) => ({
  status: {},
  builds: {},
  setStatus: (name, status) => set((s) => ({ status: { ...s.status, [name]: status } })),
  setBuild: (name, build) => set((s) => ({ builds: { ...s.builds, [name]: build } })),
}));
