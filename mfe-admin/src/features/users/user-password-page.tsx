import {
  Button,
  Group,
  Loader,
  Paper,
  PasswordInput,
  QueryFailure,
  showAlert,
  Stack,
  Title,
  useForm,
  useNavigate,
  useParams,
  useTranslation,
} from '@lrp/shared';
import { zodFormValidator } from '@lrp/shared/forms';
import { userPasswordRequestSchema } from '@lrp/contract';
import { useManagedUser, useSetUserPassword } from './api/user-manager-api';

/** /userManager/userPassword/{id}: an administrator sets a user's password (spec 3 §2.1). */
export function UserPasswordPage() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const id = Number(useParams().id ?? 0);
  const user = useManagedUser(id);
  const setPassword = useSetUserPassword();
  const username = user.data?.username ?? '';
  const form = useForm({
    mode: 'controlled',
    initialValues: { id, username: '', password: '', passwordConfirm: '' },
    validate: zodFormValidator(userPasswordRequestSchema),
    clearInputErrorOnChange: true,
  });
  const submit = form.onSubmit((values) => {
    if (setPassword.isPending) return;
    setPassword.mutate(
      { ...values, id, username },
      {
        onSuccess: (reply) =>
          showAlert({
            kind: 'info',
            message: reply.message ?? t('password.saved'),
            onClose: () => navigate('/userManager'),
          }),
      },
    );
  });
  return (
    <Stack gap="md">
      <Title order={2}>{t('password.title', { username })}</Title>
      <Paper withBorder p="md" radius="md" maw={480}>
        {user.isError && (
          <QueryFailure
            title={t('entry.failed')}
            error={user.error}
            onRetry={() => void user.refetch()}
          />
        )}
        {user.isPending && <Loader aria-label={t('entry.loading')} />}
        {user.isSuccess && (
          <form onSubmit={submit} noValidate aria-label={t('password.title', { username })}>
            <Stack gap="sm">
              <PasswordInput
                label={t('person.password', { ns: 'common' })}
                required
                autoComplete="new-password"
                {...form.getInputProps('password')}
              />
              <PasswordInput
                label={t('person.confirmPassword', { ns: 'common' })}
                required
                autoComplete="new-password"
                {...form.getInputProps('passwordConfirm')}
              />
              <Group justify="flex-end">
                <Button variant="default" onClick={() => navigate('/userManager')}>
                  {t('cancel', { ns: 'common' })}
                </Button>
                <Button type="submit" loading={setPassword.isPending}>
                  {t('entry.save')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Paper>
    </Stack>
  );
}
