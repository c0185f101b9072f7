import { EFILE_MESSAGES, EFILE_TYPES, efileFieldsSchema, type EfileType } from '@lrp/contract';
import {
  Button,
  Group,
  Paper,
  showAlert,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  translateMessage,
  useCountyStore,
  useForm,
  useTranslation,
} from '@lrp/shared';
import {
  CardAuthorizationDialog,
  Checkbox,
  FileInput,
  Select,
  StateSelect,
  ZipInput,
} from '@lrp/shared/widgets';
import { useId, useRef } from 'react';
import { ChargesDialog } from './charges-dialog';
import { efileFileCheck } from './efile-file';
import { blankEfileForm, fieldsOf, type Submitter, validateEfileForm } from './efile-form-model';
import { UploadProgress } from './upload-progress';
import { useEfileSubmission } from './use-efile-submission';

const ACCEPT = '.pdf,.tif,.tiff,application/pdf,image/tiff';

/**
 * The e-file form (spec 3 §3, §5): the document, its type and the submitter's name, e-mail and address, and the
 * county's acknowledgement when it asks for one. Submitting uploads the file for pricing; the charges, the card
 * window and the submission follow (useEfileSubmission). After a submission the form starts again.
 * @param submitter the signed-in person's own details, filled in to start with
 */
export function EfileForm({ submitter }: { submitter: Submitter }) {
  const { t } = useTranslation('efile');
  const stateCode = useCountyStore((s) => s.config.common?.stateCode);
  const efile = useCountyStore((s) => s.config.efile);
  const acknowledgementRequired = !!efile?.acknowledgement;
  const statementId = useId();
  const form = useForm({
    mode: 'controlled',
    initialValues: blankEfileForm(stateCode, submitter),
    validate: (values) => validateEfileForm(values, acknowledgementRequired),
    clearInputErrorOnChange: true,
  });
  const flow = useEfileSubmission((number) => {
    form.reset();
    showAlert({ kind: 'info', message: translateMessage(EFILE_MESSAGES.submitted({ number })) });
  });

  const chooseFile = (file: File | null) => {
    form.setFieldValue('file', file);
    if (!file) return;
    // The content is read at once, so a wrong file is named before anything is sent.
    void efileFileCheck(file).then((problem) => {
      if (problem && form.getValues().file === file)
        form.setFieldError('file', translateMessage(problem));
    });
  };

  // A second click while the file's content is being checked is ignored: the upload starts once.
  const checking = useRef(false);
  const submit = form.onSubmit(async (values) => {
    if (flow.busy || checking.current || !values.file) return;
    checking.current = true;
    try {
      const problem = await efileFileCheck(values.file);
      if (problem) {
        form.setFieldError('file', translateMessage(problem));
        return;
      }
      flow.price(values.file, efileFieldsSchema.parse(fieldsOf(values)));
    } finally {
      checking.current = false;
    }
  });

  const field = (name: 'name' | 'email' | 'address1' | 'address2' | 'city') =>
    form.getInputProps(name);
  const step = flow.step;
  return (
    <Paper withBorder p="lg" radius="md">
      <form onSubmit={submit} noValidate aria-label={t('form.label')}>
        <Stack gap="md">
          <FileInput
            label={t('form.file')}
            description={t('form.fileHint')}
            placeholder={t('form.filePlaceholder')}
            accept={ACCEPT}
            // The asterisk only: `required` is not an attribute of the button this input is.
            withAsterisk
            clearable
            clearButtonProps={{ 'aria-label': t('form.clearFile') }}
            value={form.values.file}
            onChange={chooseFile}
            error={form.errors.file}
            disabled={flow.busy}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <Select
              label={t('form.type')}
              required
              data={EFILE_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
              value={form.values.efileType}
              onChange={(v) => v && form.setFieldValue('efileType', v as EfileType)}
              error={form.errors.efileType}
              allowDeselect={false}
            />
            <TextInput label={t('form.name')} required autoComplete="name" {...field('name')} />
            <TextInput
              label={t('form.email')}
              required
              type="email"
              autoComplete="email"
              {...field('email')}
            />
            <TextInput
              label={t('form.address1')}
              required
              autoComplete="address-line1"
              {...field('address1')}
            />
            <TextInput
              label={t('form.address2')}
              autoComplete="address-line2"
              {...field('address2')}
            />
            <TextInput
              label={t('form.city')}
              required
              autoComplete="address-level2"
              {...field('city')}
            />
            <StateSelect
              label={t('form.state')}
              required
              value={form.values.state}
              error={form.errors.state as string | undefined}
              onChange={(v) => form.setFieldValue('state', v)}
            />
            <ZipInput
              label={t('form.zip')}
              required
              value={form.values.zip}
              error={form.errors.zip as string | undefined}
              onChange={(v) => form.setFieldValue('zip', v)}
            />
          </SimpleGrid>
          {acknowledgementRequired && (
            <Stack gap="xs">
              {efile?.acknowledgementStatement?.trim() && (
                <Text id={statementId} size="sm" style={{ whiteSpace: 'pre-line' }}>
                  {efile.acknowledgementStatement}
                </Text>
              )}
              <Checkbox
                label={t('form.acknowledge')}
                aria-describedby={efile?.acknowledgementStatement?.trim() ? statementId : undefined}
                {...form.getInputProps('acknowledged', { type: 'checkbox' })}
              />
            </Stack>
          )}
          {flow.progress && <UploadProgress {...flow.progress} />}
          <Group justify="flex-end">
            <Button type="submit" loading={flow.busy}>
              {t('form.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
      <ChargesDialog
        charges={step.name === 'confirm' ? step.request : null}
        onYes={flow.confirm}
        onNo={flow.cancel}
      />
      <CardAuthorizationDialog
        opened={step.name === 'card'}
        title={t('card.title')}
        token={step.name === 'card' ? step.token : null}
        onResponse={flow.cardResponse}
        onClose={flow.cancel}
      />
    </Paper>
  );
}
