import { RECORDING_LIMITS } from '@lrp/contract';
import {
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
import { useState } from 'react';
import { ActionAnswer, type Answer } from '../../common/action-answer';
import { useCreateServiceCredential } from '../api/recording-feed-api';
import { NewToken } from './new-token';

const NAME_MAX = RECORDING_LIMITS.credentialName;

/**
 * A new credential: its name (1 to 60 characters), then its token, shown once. A refusal shows on the name when
 * it names it, else under the button.
 */
export function CreateCredentialForm() {
  const { t } = useTranslation('admin');
  const create = useCreateServiceCredential();
  const [created, setCreated] = useState<{ name: string; token: string } | null>(null);
  const [refusal, setRefusal] = useState<Answer | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: '' },
    validate: {
      name: (value: string) =>
        !value.trim()
          ? t('technical.recordingFeed.nameRequired')
          : value.trim().length > NAME_MAX
            ? t('technical.recordingFeed.nameTooLong', { max: NAME_MAX })
            : null,
    },
    clearInputErrorOnChange: true,
  });
  const onSubmit = form.onSubmit(({ name }) => {
    if (create.isPending) return;
    setCreated(null);
    setRefusal(null);
    create.mutate(name.trim(), {
      onSuccess: (reply) => {
        setCreated({ name: reply.content.credential.name, token: reply.content.token });
        form.reset();
      },
      onError: (error) => {
        const fields = apiFieldErrors(error);
        if (fields) form.setErrors(fields);
        else setRefusal({ ok: false, text: apiErrorMessage(error) });
      },
    });
  });
  const title = t('technical.recordingFeed.newCredential');
  return (
    <Stack gap="sm">
      <Title order={4}>{title}</Title>
      <form onSubmit={onSubmit} noValidate aria-label={title}>
        <Stack gap="sm" maw={420}>
          <TextInput
            label={t('technical.recordingFeed.name')}
            description={t('technical.recordingFeed.nameHelp', { max: NAME_MAX })}
            required
            {...form.getInputProps('name')}
          />
          <Group>
            <Button type="submit" loading={create.isPending}>
              {t('technical.recordingFeed.create')}
            </Button>
          </Group>
        </Stack>
      </form>
      <ActionAnswer answer={refusal} />
      {created && <NewToken name={created.name} token={created.token} />}
    </Stack>
  );
}
