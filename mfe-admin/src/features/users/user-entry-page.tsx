import {
  Button,
  COUNTY_STAFF_ROLES,
  Group,
  Loader,
  Paper,
  PasswordInput,
  QueryFailure,
  showAlert,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  useForm,
  useNavigate,
  useParams,
  useSessionStore,
  useTranslation,
  type CurrentUser,
  type Role,
} from '@lrp/shared';
import { zodFormValidator } from '@lrp/shared/forms';
import {
  BLANK_PERSON,
  type ManagedUser,
  type UserEntryForm,
  userEntryFormSchema,
} from '@lrp/contract';
import {
  useManagedUser,
  useSaveUser,
  useToggleUserStatus,
  useUserListAction,
} from './api/user-manager-api';
import { AddressFields, PhoneFields, Radio, Select } from '@lrp/shared/widgets';
import { useState } from 'react';
import { ConfirmDialog, type Confirmation } from '../common/confirm-dialog';

const trimmed = <T extends Record<string, unknown>>(values: T) =>
  Object.fromEntries(
    Object.entries(values).map(([k, v]) => [
      k,
      typeof v === 'string' && k !== 'password' && k !== 'passwordConfirm' ? v.trim() : v,
    ]),
  ) as T;

function initialValues(user: ManagedUser | null, me: CurrentUser): UserEntryForm {
  if (user) return { ...user, password: undefined, passwordConfirm: '' } as UserEntryForm;
  const role = (
    me.allowableUserTypes.find((type) => type.code === 'USER') ?? me.allowableUserTypes[0]
  )?.code as Role;
  return {
    id: 0,
    username: '',
    role,
    // The first allowable account is preselected for a new user (spec 3 §6).
    accountId: me.allowableAccounts[0] ? Number(me.allowableAccounts[0].code) : null,
    ...BLANK_PERSON,
    viewJudicialProtection: false,
    password: '',
    passwordConfirm: '',
  };
}

function UserForm({ user, me }: { user: ManagedUser | null; me: CurrentUser }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const save = useSaveUser();
  const toggle = useToggleUserStatus();
  const remove = useUserListAction('userDelete');
  const [status, setStatus] = useState(user?.status ?? 'A');
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const form = useForm<UserEntryForm>({
    mode: 'controlled',
    initialValues: initialValues(user, me),
    validate: zodFormValidator(userEntryFormSchema),
    clearInputErrorOnChange: true,
  });
  const isNew = user === null;
  const readOnly = !isNew && status !== 'A';
  const countyStaff = COUNTY_STAFF_ROLES.includes(me.role);
  const staffType = COUNTY_STAFF_ROLES.includes(form.values.role);
  const busy = save.isPending || toggle.isPending || remove.isPending;
  const backToList = () => navigate('/userManager');

  const submit = form.onSubmit((values) => {
    if (busy || readOnly) return;
    const { passwordConfirm: _confirm, ...request } = trimmed(values);
    const send = () =>
      save.mutate(
        {
          ...request,
          accountId: staffType ? null : request.accountId,
          password: isNew ? request.password : undefined,
        },
        // Closing the alert after a save returns to the list; on failure the user stays (spec 3 §4).
        {
          onSuccess: (reply) =>
            showAlert({
              kind: 'info',
              message: reply.message ?? t('entry.saved'),
              onClose: backToList,
            }),
        },
      );
    const newlyProtected =
      values.viewJudicialProtection && !(user?.viewJudicialProtection ?? false);
    if (countyStaff && newlyProtected)
      setConfirmation({ message: t('users.confirm.protectedDocuments'), onYes: send });
    else send();
  });

  const changeStatus = () => {
    if (!user || busy) return;
    const run = () =>
      toggle.mutate(user.id, { onSuccess: (reply) => setStatus(reply.content.status) });
    if (status === 'L') setConfirmation({ message: t('users.confirm.activateLocked'), onYes: run });
    else if (status === 'P')
      setConfirmation({ message: t('users.confirm.activatePending'), onYes: run });
    else run();
  };
  const deleteUser = () => {
    if (!user) return;
    setConfirmation({
      message: t('users.confirm.delete', { username: user.username }),
      onYes: () => {
        if (!busy)
          remove.mutate(
            { userId: user.id },
            {
              onSuccess: (reply) =>
                showAlert({
                  kind: 'info',
                  message: reply.message ?? t('entry.deleted'),
                  onClose: backToList,
                }),
            },
          );
      },
    });
  };

  const accountName =
    me.allowableAccounts.find((a) => Number(a.code) === form.values.accountId)?.description ??
    user?.accountName ??
    '—';
  const typeName =
    me.allowableUserTypes.find((type) => type.code === form.values.role)?.description ??
    form.values.role;

  return (
    <form onSubmit={submit} noValidate aria-label={t('entry.form')}>
      <Stack gap="md">
        {readOnly && <Text c="dimmed">{t('entry.readOnly')}</Text>}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          {isNew && (
            <>
              <TextInput
                label={t('person.username', { ns: 'common' })}
                required
                autoComplete="off"
                {...form.getInputProps('username')}
              />
              <span />
              <PasswordInput
                label={t('person.password', { ns: 'common' })}
                required
                autoComplete="new-password"
                {...form.getInputProps('password')}
                value={form.values.password ?? ''}
              />
              <PasswordInput
                label={t('person.confirmPassword', { ns: 'common' })}
                required
                autoComplete="new-password"
                {...form.getInputProps('passwordConfirm')}
              />
            </>
          )}
          {readOnly ? (
            <>
              <TextInput label={t('entry.userType')} value={typeName} readOnly />
              <TextInput
                label={t('entry.account')}
                value={staffType ? '—' : accountName}
                readOnly
              />
            </>
          ) : (
            <>
              <Select
                label={t('entry.userType')}
                required
                data={me.allowableUserTypes.map((type) => ({
                  value: type.code,
                  label: type.description,
                }))}
                value={form.values.role}
                onChange={(v) => v && form.setFieldValue('role', v as Role)}
                error={form.errors.role}
                allowDeselect={false}
              />
              {staffType ? (
                <span />
              ) : (
                <Select
                  label={t('entry.account')}
                  required={form.values.role !== 'GUEST'}
                  data={me.allowableAccounts.map((a) => ({ value: a.code, label: a.description }))}
                  value={form.values.accountId === null ? null : String(form.values.accountId)}
                  onChange={(v) => form.setFieldValue('accountId', v ? Number(v) : null)}
                  error={form.errors.accountId}
                  searchable
                  allowDeselect={false}
                />
              )}
            </>
          )}
          {countyStaff && (
            <Radio.Group
              label={t('entry.viewProtected')}
              value={form.values.viewJudicialProtection ? 'yes' : 'no'}
              onChange={(v) =>
                !readOnly && form.setFieldValue('viewJudicialProtection', v === 'yes')
              }
            >
              <Group mt={4}>
                <Radio value="yes" label={t('yes', { ns: 'common' })} disabled={readOnly} />
                <Radio value="no" label={t('no', { ns: 'common' })} disabled={readOnly} />
              </Group>
            </Radio.Group>
          )}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <TextInput
            label={t('person.firstName', { ns: 'common' })}
            required
            readOnly={readOnly}
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label={t('person.lastName', { ns: 'common' })}
            required
            readOnly={readOnly}
            {...form.getInputProps('lastName')}
          />
          <TextInput
            label={t('person.email', { ns: 'common' })}
            required
            readOnly={readOnly}
            type="email"
            {...form.getInputProps('email')}
          />
          <TextInput
            label={t('person.company', { ns: 'common' })}
            readOnly={readOnly}
            {...form.getInputProps('company')}
          />
          <AddressFields form={form} required readOnly={readOnly} />
          <PhoneFields
            format={form.values.phoneFormatType}
            onFormatChange={(v) => form.setFieldValue('phoneFormatType', v)}
            phone={form.values.phone}
            onPhoneChange={(v) => form.setFieldValue('phone', v)}
            error={form.errors.phone as string | undefined}
            required
            disabled={readOnly}
          />
        </SimpleGrid>
        <Group justify="space-between">
          <Group>
            {!isNew && (
              <>
                <Button variant="light" onClick={changeStatus}>
                  {t(status === 'A' ? 'users.actions.deactivate' : 'users.actions.activate')}
                </Button>
                <Button variant="light" color="red" onClick={deleteUser}>
                  {t('users.actions.delete')}
                </Button>
              </>
            )}
          </Group>
          <Group>
            <Button variant="default" onClick={backToList}>
              {t('cancel', { ns: 'common' })}
            </Button>
            {!readOnly && (
              <Button type="submit" loading={save.isPending}>
                {t('entry.save')}
              </Button>
            )}
          </Group>
        </Group>
      </Stack>
      <ConfirmDialog confirmation={confirmation} onClose={() => setConfirmation(null)} />
    </form>
  );
}

/** /userManager/{id}: a user's entry; id 0 is a new user (spec 3 §2.1). */
export function UserEntryPage() {
  const { t } = useTranslation('admin');
  const id = Number(useParams().id ?? 0);
  const me = useSessionStore((s) => s.user);
  const user = useManagedUser(id);
  const title =
    id === 0 ? t('entry.titleNew') : t('entry.title', { username: user.data?.username ?? '' });
  return (
    <Stack gap="md">
      <Title order={2}>{title}</Title>
      <Paper withBorder p="md" radius="md">
        {id > 0 && user.isError && (
          <QueryFailure
            title={t('entry.failed')}
            error={user.error}
            onRetry={() => void user.refetch()}
          />
        )}
        {id > 0 && user.isPending && (
          <Group justify="center" py="xl">
            <Loader aria-label={t('entry.loading')} />
          </Group>
        )}
        {me && (id === 0 || user.isSuccess) && (
          <UserForm
            key={id === 0 ? 'new' : user.dataUpdatedAt}
            user={id === 0 ? null : user.data!}
            me={me}
          />
        )}
      </Paper>
    </Stack>
  );
}
