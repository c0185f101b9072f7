import { EFILE_LIMITS, efileReviewRequestSchema } from '@lrp/contract';
import { Button, Group, Stack, Text, useForm, useTranslation } from '@lrp/shared';
import { zodFormValidator } from '@lrp/shared/forms';
import { Modal, Textarea } from '@lrp/shared/widgets';

const checkReview = zodFormValidator(efileReviewRequestSchema);

/**
 * Rejecting a submission asks why (the submitter is e-mailed the reason): the reason is required, at most 500
 * characters. Cancel leaves the submission as it was.
 */
export function RejectDialog({
  transactionNumber,
  onReject,
  onClose,
}: {
  transactionNumber: string | null;
  onReject: (reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('efile');
  const form = useForm({
    mode: 'controlled',
    initialValues: { reason: '' },
    validate: ({ reason }) =>
      checkReview({ transactionNumber: transactionNumber ?? '', action: 'REJECT', reason }),
    clearInputErrorOnChange: true,
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.onSubmit((values) => {
    const reason = values.reason.trim();
    form.reset();
    onReject(reason);
  });
  return (
    <Modal
      opened={transactionNumber !== null}
      onClose={close}
      title={t('review.rejectTitle', { number: transactionNumber ?? '' })}
      centered
    >
      <form
        onSubmit={submit}
        noValidate
        aria-label={t('review.rejectTitle', { number: transactionNumber ?? '' })}
      >
        <Stack gap="sm">
          <Text size="sm">{t('review.rejectHint')}</Text>
          <Textarea
            label={t('review.reason')}
            required
            autosize
            minRows={3}
            maxLength={EFILE_LIMITS.rejectReason}
            data-autofocus
            {...form.getInputProps('reason')}
          />
        </Stack>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={close}>
            {t('cancel', { ns: 'common' })}
          </Button>
          <Button type="submit" color="red">
            {t('review.reject')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
