import { ChangePasswordDialog } from '../features/profile/change-password-dialog';
import { ProfileDialog } from '../features/profile/profile-dialog';
import { LogoutDialog } from '../features/session/logout-dialog';
import { TransactionsReportDialog } from '../features/transactions-report/transactions-report-dialog';
import { useShellDialogs } from './shell-dialogs-store';

/** The shell's dialogs, one open at a time. */
export function ShellDialogs({ loginUrl }: { loginUrl: string }) {
  const { open, show, close } = useShellDialogs();
  return (
    <>
      <ProfileDialog opened={open === 'profile'} onClose={close} onChangePassword={() => show('password')} />
      <ChangePasswordDialog opened={open === 'password'} onClose={close} onBack={() => show('profile')} />
      <TransactionsReportDialog opened={open === 'transactionsReport'} onClose={close} />
      <LogoutDialog opened={open === 'logout'} onClose={close} loginUrl={loginUrl} />
    </>
  );
}
