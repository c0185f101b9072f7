import { create } from 'zustand';

export type ShellDialog = 'profile' | 'password' | 'transactionsReport' | 'logout' | null;

/** Which of the shell's dialogs is open; the header and the home page open them, the layout renders them. */
export const useShellDialogs = create<{
  open: ShellDialog;
  show: (dialog: ShellDialog) => void;
  close: () => void;
}>()((set) => ({
  open: null,
  show: (open) => set({ open }),
  close: () => set({ open: null }),
}));
