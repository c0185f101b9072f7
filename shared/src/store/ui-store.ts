import { create } from 'zustand';

export type AlertKind = 'warning' | 'info' | 'default';

export interface PortalAlert {
  id: number;
  kind: AlertKind;
  title?: string;
  message: string;
  onClose?: () => void;
}

interface UiState {
  alerts: PortalAlert[];
  loadingCount: number;
  /** Counts the times every dialog was dismissed (the session ended); open dialogs close when it moves. */
  dismissals: number;
  showAlert: (alert: Omit<PortalAlert, 'id'>) => void;
  closeAlert: (id: number) => void;
  beginLoading: () => void;
  endLoading: () => void;
  /** The session ended: every alert, the Loading modal and every open dialog of every module close. */
  dismissAllDialogs: () => void;
}

let nextId = 1;
const initial = { alerts: [] as PortalAlert[], loadingCount: 0, dismissals: 0 };

/** Alerts and the blocking loading modal, shown by the shell for every module. */
export const useUiStore = create<UiState>()((set, get) => ({
  ...initial,
  showAlert: (alert) => set((s) => ({ alerts: [...s.alerts, { ...alert, id: nextId++ }] })),
  closeAlert: (id) => {
    const alert = get().alerts.find((a) => a.id === id);
    set((s) => ({ alerts: s.alerts.filter((a) => a.id !== id) }));
    alert?.onClose?.();
  },
  beginLoading: () => set((s) => ({ loadingCount: s.loadingCount + 1 })),
  endLoading: () => set((s) => ({ loadingCount: Math.max(0, s.loadingCount - 1) })),
  dismissAllDialogs: () =>
    set((s) => ({ alerts: [], loadingCount: 0, dismissals: s.dismissals + 1 })),
}));

/** Shows the generic alert dialog (spec 1 §2 "Generic alert"). */
export const showAlert = (alert: Omit<PortalAlert, 'id'>) => useUiStore.getState().showAlert(alert);

export const resetUiStore = () => useUiStore.setState(initial);
