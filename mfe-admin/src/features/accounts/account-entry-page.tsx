import {
  ACCOUNT_TYPES,
  Button,
  Group,
  Loader,
  Paper,
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
  useTranslation,
  type AccountType,
  type PaymentMethod,
} from '@lrp/shared';
import { zodFormValidator } from '@lrp/shared/forms';
import {
  type Account,
  type AccountSaveRequest,
  accountSaveRequestSchema,
  formatStandardPhone,
  landLinkRequired,
  paymentMethodsFor,
} from '@lrp/contract';
import { useAccount, useSaveAccount } from './api/accounts-api';
import { AddressFields, Checkbox, NumberInput, Select } from '@lrp/shared/widgets';

function AccountForm({ account }: { account: Account }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const save = useSaveAccount();
  const { status: _status, lastTasks, userCount: _count, flatFeeRateOptions, ...values } = account;
  const form = useForm<AccountSaveRequest>({
    mode: 'controlled',
    initialValues: values,
    validate: zodFormValidator(accountSaveRequestSchema),
    clearInputErrorOnChange: true,
  });
  const isNew = account.id === 0;
  const readOnly = !isNew && account.status !== 'A';
  const flatFee = form.values.accountType === 'FLAT_FEE';
  const methods = paymentMethodsFor(form.values.accountType);
  const back = () => navigate('/controlPanel/accounts');

  const setType = (type: AccountType) => {
    form.setFieldValue('accountType', type);
    // The payment method list is narrower for other types: a method it lacks falls back to the first.
    if (!paymentMethodsFor(type).includes(form.values.paymentMethod))
      form.setFieldValue('paymentMethod', paymentMethodsFor(type)[0]);
  };
  const submit = form.onSubmit((v) => {
    if (save.isPending || readOnly) return;
    save.mutate(v, {
      onSuccess: (reply) =>
        showAlert({ kind: 'info', message: reply.message ?? t('accounts.saved'), onClose: back }),
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('accounts.entry.form')}>
      <Stack gap="md">
        {readOnly && <Text c="dimmed">{t('accounts.entry.readOnly')}</Text>}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          {isNew && (
            <TextInput label={t('accounts.entry.name')} required {...form.getInputProps('name')} />
          )}
          {isNew && <span />}
          <Select
            label={t('accounts.entry.accountType')}
            required
            disabled={readOnly}
            data={ACCOUNT_TYPES.map((type) => ({
              value: type,
              label: t(`accounts.types.${type}`),
            }))}
            value={form.values.accountType}
            onChange={(v) => v && setType(v as AccountType)}
            allowDeselect={false}
          />
          <Select
            label={t('accounts.entry.paymentMethod')}
            required
            disabled={readOnly}
            data={methods.map((m) => ({ value: m, label: t(`accounts.methods.${m}`) }))}
            value={form.values.paymentMethod}
            onChange={(v) => v && form.setFieldValue('paymentMethod', v as PaymentMethod)}
            error={form.errors.paymentMethod}
            allowDeselect={false}
          />
          {flatFee ? (
            <Select
              label={t('accounts.entry.monthlyRate')}
              disabled={readOnly}
              data={flatFeeRateOptions.map((o) => ({
                value: o.code,
                label: o.code === '0' ? t('accounts.entry.free') : o.description,
              }))}
              value={String(form.values.flatFeeRateLevel)}
              onChange={(v) => form.setFieldValue('flatFeeRateLevel', Number(v ?? 0))}
              error={form.errors.flatFeeRateLevel}
              allowDeselect={false}
            />
          ) : (
            <NumberInput
              label={t('accounts.entry.monthlyFee')}
              disabled={readOnly}
              min={0}
              step={0.01}
              decimalScale={2}
              fixedDecimalScale
              {...form.getInputProps('monthlyFee')}
            />
          )}
          {flatFee && form.values.flatFeeRateLevel > 0 ? (
            <Checkbox
              mt="lg"
              label={t('accounts.entry.userReload')}
              disabled={readOnly}
              {...form.getInputProps('userReload', { type: 'checkbox' })}
            />
          ) : (
            <span />
          )}
          <TextInput
            label={t('accounts.entry.landLink')}
            required={landLinkRequired(form.values)}
            readOnly={readOnly}
            maxLength={10}
            {...form.getInputProps('landLinkAccount')}
          />
          {form.values.paymentMethod === 'CREDIT_CARD' ? (
            <Checkbox
              mt="lg"
              label={t('accounts.entry.postToLandLink')}
              disabled={readOnly}
              {...form.getInputProps('postToLandLink', { type: 'checkbox' })}
            />
          ) : (
            <span />
          )}
          <AddressFields form={form} readOnly={readOnly} />
          <TextInput
            label={t('person.phone', { ns: 'common' })}
            readOnly={readOnly}
            {...form.getInputProps('phone')}
            onChange={(e) =>
              form.setFieldValue('phone', formatStandardPhone(e.currentTarget.value))
            }
          />
          <TextInput
            label={t('person.email', { ns: 'common' })}
            readOnly={readOnly}
            type="email"
            {...form.getInputProps('email')}
          />
          <TextInput
            label={t('accounts.entry.lastTasks')}
            readOnly
            value={lastTasks ? new Date(lastTasks).toLocaleString() : '—'}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={back}>
            {t('cancel', { ns: 'common' })}
          </Button>
          {!readOnly && (
            <Button type="submit" loading={save.isPending}>
              {t('entry.save')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}

/** /controlPanel/accounts/{id}: an account's entry; id 0 is a new account (spec 3 §2.2). */
export function AccountEntryPage() {
  const { t } = useTranslation('admin');
  const id = Number(useParams().id ?? 0);
  const account = useAccount(id);
  return (
    <Stack gap="md">
      <Title order={2}>
        {id === 0
          ? t('accounts.entry.titleNew')
          : t('accounts.entry.title', { name: account.data?.name ?? '' })}
      </Title>
      <Paper withBorder p="md" radius="md">
        {account.isError && (
          <QueryFailure
            title={t('accounts.entry.failed')}
            error={account.error}
            onRetry={() => void account.refetch()}
          />
        )}
        {account.isPending && <Loader aria-label={t('accounts.loading')} />}
        {account.isSuccess && <AccountForm key={account.dataUpdatedAt} account={account.data} />}
      </Paper>
    </Stack>
  );
}
