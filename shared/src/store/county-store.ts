import { create } from 'zustand';
import type {
  CodeDescription,
  NamedResult,
  PortalModules,
  ProductConfig,
  PublicCountyConfig,
} from '@lrp/contract';

interface CountyState {
  productConfig: ProductConfig | null;
  modules: PortalModules | null;
  /** The county configuration groups the browser may read. */
  config: Partial<PublicCountyConfig>;
  /** Code/description reference lists by name (states, languages, instrument codes...). */
  lists: Record<string, CodeDescription[]>;
  /** Other named content (product versions, notable dates). */
  content: Record<string, unknown>;
  /** The lockout flag of the latest answer from the server (every envelope carries it); null before the first. */
  lockout: boolean | null;
  setProductConfig: (productConfig: ProductConfig) => void;
  setModules: (modules: PortalModules) => void;
  /** Files the named results of a helper-data reply under config, lists or content. */
  addNamedResults: (kind: 'config' | 'lists' | 'content', results: NamedResult[]) => void;
  setLockout: (lockout: boolean) => void;
}

const initial = {
  productConfig: null,
  modules: null,
  config: {},
  lists: {},
  content: {},
  lockout: null,
};

/** The county's configuration and reference data, loaded once at start-up. */
export const useCountyStore = create<CountyState>()((set) => ({
  ...initial,
  setProductConfig: (productConfig) => set({ productConfig }),
  setModules: (modules) => set({ modules }),
  setLockout: (lockout) => set((s) => (s.lockout === lockout ? s : { lockout })),
  addNamedResults: (kind, results) =>
    set((s) => {
      if (kind === 'lists') {
        const lists = { ...s.lists };
        for (const r of results) lists[r.name] = r.codeDescriptionResults ?? [];
        return { lists };
      }
      const target: Record<string, unknown> = { ...(kind === 'config' ? s.config : s.content) };
      for (const r of results) target[r.name] = r.baseContent;
      return kind === 'config'
        ? { config: target as Partial<PublicCountyConfig> }
        : { content: target };
    }),
}));

/**
 * Whether the county's lockout is in place: the latest envelope's flag (spec 1 §3: every answer carries it, and
 * home/all's is read), else the lockout settings read at start-up.
 */
export const useLockoutInPlace = () =>
  useCountyStore((s) => s.lockout ?? s.config.userLockout?.lockoutInPlace ?? false);
