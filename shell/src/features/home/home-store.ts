import { create } from 'zustand';
import { fetchHomeContent, type HomeContent } from '@lrp/shared';

interface HomeState {
  content: HomeContent | null;
  failed: boolean;
  /** Loads home/all once per session (spec 1 §4 "Home: loaded once"); failures are only logged. */
  load: () => void;
}

let requested = false;

export const useHomeStore = create<HomeState>()((set) => ({
  content: null,
  failed: false,
  load: () => {
    if (requested) return;
    requested = true;
    fetchHomeContent()
      .then(({ content }) => set({ content, failed: false }))
      .catch((error: unknown) => {
        requested = false;
        console.error('[portal] home content not loaded', error);
        set({ failed: true });
      });
  },
}));
