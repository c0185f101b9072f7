import type { SearchTypeKey } from '@lrp/contract';
import { create } from 'zustand';
import type { Criteria } from './use-search-form';

interface CriteriaState {
  /** The criteria each form last searched with (a form opens with them, spec 2 §2); Clear forgets them. */
  last: Partial<Record<SearchTypeKey, Criteria>>;
  remember: (type: SearchTypeKey, criteria: Criteria) => void;
  forget: (type: SearchTypeKey) => void;
}

export const useCriteriaStore = create<CriteriaState>()((set) => ({
  last: {},
  remember: (type, criteria) => set((s) => ({ last: { ...s.last, [type]: criteria } })),
  forget: (type) =>
    set((s) => {
      const last = { ...s.last };
      delete last[type];
      return { last };
    }),
}));
