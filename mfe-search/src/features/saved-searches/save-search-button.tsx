import {
  apiErrorMessage,
  Button,
  Group,
  Stack,
  Text,
  TextInput,
  useTranslation,
} from '@lrp/shared';
import { apiFieldErrors } from '@lrp/shared/sections';
import { Modal } from '@lrp/shared/widgets';
import { SAVED_SEARCH_LIMITS } from '@lrp/contract';
import { type FormEvent, useState } from 'react';
import { useResultsStore } from '../results/results-store';
import { useSaveSearch } from './api/saved-searches-api';

/**
 * The result screens' Save Search (signed-in people, not guests): a dialog asks for a name and keeps the search
 * shown (its type and criteria) under it; saving under a name already used replaces that saved search. The
 * toolbar then says it was saved.
 */
export function SaveSearchButton() {
  const { t } = useTranslation('search');
  const [open, setOpen] = useState(false);
  const [savedAs, setSavedAs] = useState('');
  return (
    <>
      <Button size="xs" variant="default" onClick={() => setOpen(true)}>
        {t('saved.save')}
      </Button>
      <Text size="sm" c="teal.8" component="span" aria-live="polite">
        {savedAs && t('saved.savedAs', { name: savedAs })}
      </Text>
      {open && (
        <SaveSearchDialog
          onClose={() => setOpen(false)}
          onSaved={(name) => {
            setOpen(false);
            setSavedAs(name);
          }}
        />
      )}
    </>
  );
}

function SaveSearchDialog({
  onClose,
  onSaved,
}: {
  onClose: () => void;
  onSaved: (name: string) => void;
}) {
  const { t } = useTranslation('search');
  const save = useSaveSearch();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { view } = useResultsStore.getState();
    if (!view || save.isPending) return;
    const trimmed = name.trim();
    if (!trimmed) return setNameError(t('required', { ns: 'common' }));
    if (trimmed.length > SAVED_SEARCH_LIMITS.name)
      return setNameError(t('saved.nameTooLong', { n: SAVED_SEARCH_LIMITS.name }));
    setFailure(null);
    save.mutate(
      { name: trimmed, type: view.search.type, criteria: view.search.criteria },
      {
        onSuccess: (saved) => onSaved(saved.name),
        onError: (error) => {
          const byField = apiFieldErrors(error);
          if (byField?.name) setNameError(byField.name);
          else setFailure(apiErrorMessage(error));
        },
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={t('saved.saveTitle')} centered size="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('saved.name')}
            description={t('saved.nameHelp', { n: SAVED_SEARCH_LIMITS.perUser })}
            required
            value={name}
            error={nameError}
            onChange={(e) => {
              setName(e.currentTarget.value);
              setNameError(null);
            }}
            data-autofocus
          />
          {failure && (
            <Text size="sm" c="red" role="alert">
              {failure}
            </Text>
          )}
        </Stack>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose}>
            {t('cancel', { ns: 'common' })}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('saved.saveButton')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
