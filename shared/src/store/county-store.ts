import { create } from 'zustand';
import type { CodeDescription, NamedResult, PortalModules, ProductConfig, PublicCountyConfig } from '../contract';

interface CountyState {
  productConfig: ProductConfig | null;
  modules: PortalModules | null;
  /** The county configuration groups the browser may read. */
  config: Partial<PublicCountyConfig>;
  /** Code/description reference lists by name (states, languages, instrument codes...). */
  lists: Record<string, CodeDescription[]>;
  /** Other named content (product versions, notable dates). */
  content: Record<string, unknown>;
  setProductConfig: (productConfig: ProductConfig) => void;
  setModules: (modules: PortalModules) => void;
  /** Files the named results of a helper-data reply under config, lists or content. */
  addNamedResults: (kind: 'config' | 'lists' | 'content', results: NamedResult[]) => void;
}

const initial = { productConfig: null, modules: null, config: {}, lists: {}, content: {} };

/** The county's configuration and reference data, loaded once at start-up. */
export const useCountyStore = create<CountyState>()((set) => ({
  ...initial,
  setProductConfig: (productConfig) => set({ productConfig }),
  setModules: (modules) => set({ modules }),
  addNamedResults: (kind, results) =>
    set((s) => {
      if (kind === 'lists') {
        const lists = { ...s.lists };
        for (const r of results) lists[r.name] = r.codeDescriptionResults ?? [];
        return { lists };
      }
      const target: Record<string, unknown> = { ...(kind === 'config' ? s.config : s.content) };
      for (const r of results) target[r.name] = r.baseContent;
      return kind === 'config' ? { config: target as Partial<PublicCountyConfig> } : { content: target };
    }),
}));

export const resetCountyStore = () => useCountyStore.setState(initial);
