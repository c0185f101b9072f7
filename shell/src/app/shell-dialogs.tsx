import { OnceOpened } from '@lrp/shared';
import { lazy } from 'react';
import { useShellDialogs, type ShellDialog } from './shell-dialogs-store';

// Each dialog's code (and the heavier widgets it uses) is downloaded the first time it opens.
const ProfileDialog = lazy(() =>
  import('../features/profile/profile-dialog').then((m) => ({ default: m.ProfileDialog })),
);
const ChangePasswordDialog = lazy(() =>
  import('../features/profile/change-password-dialog').then((m) => ({
    default: m.ChangePasswordDialog,
  })),
);
const TransactionsReportDialog = lazy(() =>
  import('../features/transactions-report/transactions-report-dialog').then((m) => ({
    default: m.TransactionsReportDialog,
  })),
);
const LogoutDialog = lazy(() =>
  import('../features/session/logout-dialog').then((m) => ({ default: m.LogoutDialog })),
);

/** The shell's dialogs, one open at a time. */
export function ShellDialogs({ loginUrl }: { loginUrl: string }) {
  const { open, show, close } = useShellDialogs();
  const is = (dialog: ShellDialog) => open === dialog;
  return (
    <>
      <OnceOpened
        Dialog={ProfileDialog}
        props={{ opened: is('profile'), onClose: close, onChangePassword: () => show('password') }}
      />
      <OnceOpened
        Dialog={ChangePasswordDialog}
        props={{ opened: is('password'), onClose: close, onBack: () => show('profile') }}
      />
      <OnceOpened
        Dialog={TransactionsReportDialog}
        props={{ opened: is('transactionsReport'), onClose: close }}
      />
      <OnceOpened
        Dialog={LogoutDialog}
        props={{ opened: is('logout'), onClose: close, loginUrl }}
      />
    </>
  );
}
