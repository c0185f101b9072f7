import { useRef, useState } from 'react';

/** Runs a submit at most once at a time: a second submit while the first is loading is ignored. */
export function useSubmitOnce() {
  const busy = useRef(false);
  const [loading, setLoading] = useState(false);
  const run = async (work: () => Promise<void>) => {
    if (busy.current) return;
    busy.current = true;
    setLoading(true);
    try {
      await work();
    } finally {
      busy.current = false;
      setLoading(false);
    }
  };
  return { loading, run };
}
