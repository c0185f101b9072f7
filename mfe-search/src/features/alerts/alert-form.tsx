import { PROPERTY_ALERT_LIMITS, type PropertyAlertKind } from '@lrp/contract';
import {
  Alert,
  apiErrorMessage,
  Button,
  Group,
  Stack,
  TextInput,
  Title,
  useForm,
  useTranslation,
} from '@lrp/shared';
import { apiFieldErrors } from '@lrp/shared/sections';
import { Radio } from '@lrp/shared/widgets';
import { useState } from 'react';
import { useAddPropertyAlert, useAddPublicAlert } from './api/alerts-api';

type Values = {
  kind: PropertyAlertKind;
  lastName: string;
  firstName: string;
  parcelId: string;
  email: string;
};
const EMPTY: Values = { kind: 'NAME', lastName: '', firstName: '', parcelId: '', email: '' };
/** The address's shape only: the server checks it as the profile's e-mail is checked. */
const looksLikeEmail = (text: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text.trim());
/** Two letters or digits at least, as the server checks. */
const enough = (text: string) => text.replace(/[^A-Za-z0-9]/g, '').length >= 2;

/**
 * A new alert: a name (last name, first name optional) or a parcel id. For the public (`toEmail`, a guest when the
 * county allows it) also the e-mail address it goes to, which is sent a link to confirm first.
 */
export function AlertForm({ toEmail = false }: { toEmail?: boolean }) {
  const { t } = useTranslation('search');
  const addOwn = useAddPropertyAlert();
  const addPublic = useAddPublicAlert();
  const add = toEmail ? addPublic : addOwn;
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: {
      lastName: (v, all) =>
        all.kind === 'NAME' && !enough(v) ? t('alerts.lastNameRequired') : null,
      parcelId: (v, all) =>
        all.kind === 'PARCEL' && !enough(v) ? t('alerts.parcelRequired') : null,
      email: (v) => (toEmail && !looksLikeEmail(v) ? t('alerts.emailRequired') : null),
    },
    clearInputErrorOnChange: true,
  });
  const onSubmit = form.onSubmit((values) => {
    if (add.isPending) return;
    setAnswer(null);
    const done = {
      onSuccess: () => {
        setAnswer({
          ok: true,
          text: toEmail
            ? t('alerts.confirmSent', { email: values.email.trim() })
            : t('alerts.added'),
        });
        form.setValues({ ...EMPTY, kind: values.kind });
      },
      onError: (error: Error) => {
        const fields = apiFieldErrors(error);
        if (fields) form.setErrors(fields);
        setAnswer({ ok: false, text: apiErrorMessage(error) });
      },
    };
    if (toEmail) addPublic.mutate({ ...values, email: values.email.trim() }, done);
    else addOwn.mutate(values, done);
  });
  const title = t('alerts.newAlert');
  const byName = form.values.kind === 'NAME';
  return (
    <Stack gap="sm">
      <Title order={4}>{title}</Title>
      <form onSubmit={onSubmit} noValidate aria-label={title}>
        <Stack gap="sm" maw={520}>
          <Radio.Group label={t('alerts.kind')} {...form.getInputProps('kind')}>
            <Group gap="lg" mt={4}>
              <Radio value="NAME" label={t('alerts.kinds.NAME')} />
              <Radio value="PARCEL" label={t('alerts.kinds.PARCEL')} />
            </Group>
          </Radio.Group>
          {byName ? (
            <Group grow align="flex-start">
              <TextInput
                label={t('alerts.lastName')}
                description={t('alerts.lastNameHelp')}
                required
                maxLength={PROPERTY_ALERT_LIMITS.name}
                {...form.getInputProps('lastName')}
              />
              <TextInput
                label={t('alerts.firstName')}
                description={t('alerts.firstNameHelp')}
                maxLength={PROPERTY_ALERT_LIMITS.firstName}
                {...form.getInputProps('firstName')}
              />
            </Group>
          ) : (
            <TextInput
              label={t('alerts.parcelId')}
              description={t('alerts.parcelHelp')}
              required
              maxLength={PROPERTY_ALERT_LIMITS.parcelId}
              {...form.getInputProps('parcelId')}
            />
          )}
          {toEmail && (
            <TextInput
              type="email"
              label={t('alerts.email')}
              description={t('alerts.emailHelp')}
              required
              maxLength={50}
              autoComplete="email"
              {...form.getInputProps('email')}
            />
          )}
          <Group>
            <Button type="submit" loading={add.isPending}>
              {t('alerts.add')}
            </Button>
          </Group>
        </Stack>
      </form>
      {answer && (
        <Alert
          color={answer.ok ? 'teal' : 'red'}
          variant="light"
          role={answer.ok ? 'status' : 'alert'}
        >
          {answer.text}
        </Alert>
      )}
    </Stack>
  );
}
