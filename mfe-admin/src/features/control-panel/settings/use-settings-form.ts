import { FEE_MESSAGES, PROFILE_MESSAGES } from '@lrp/contract';
import { registerMessages, useForm } from '@lrp/shared';
import { zodFormValidator } from '@lrp/shared/forms';
import { apiFieldErrors } from '@lrp/shared/sections';
import { useRef, useState } from 'react';
import { useSaveCountyGroup } from '../api/county-config-api';

// The settings' rules speak with these groups' messages: translated by their text (shared/src/i18n/messages.ts).
registerMessages({ profile: PROFILE_MESSAGES, fees: FEE_MESSAGES });

/** A settings form's state (spec 3 §4): idle until submitted, LOADING while saving, SUCCESS until the next edit. */
export type FormStatus = 'idle' | 'LOADING' | 'SUCCESS';

export interface SettingsFormOptions<T> {
  /** The county group the screen edits: GET and POST controlPanel/countyConfig/{group}. */
  group: string;
  /** What the group holds as the server answered it. */
  initial: T;
  /** The contract's schema of the group: the form shows the messages the server would answer with. */
  schema: Parameters<typeof zodFormValidator>[0];
  /** Makes the values the form holds into what is checked and sent (blank rows dropped, blanks made 0). */
  normalize?: (values: T) => T;
  /** Asks before saving: call `save` to go on, or nothing to stay. */
  confirm?: (save: () => void) => void;
}

/**
 * One way to build a settings screen: the form starts from the stored group, is checked by the contract's schema
 * (the same rules and messages as the server), saves the whole group, and takes the server's answer as its new
 * values. Submitting works only when idle; any edit returns to idle; a refusal puts the server's messages on the
 * fields (the alert shows its message too).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a form holds any object of fields
export function useSettingsForm<T extends Record<string, any>>(options: SettingsFormOptions<T>) {
  const { group, initial, schema, normalize = (v: T) => v, confirm } = options;
  const save = useSaveCountyGroup<T>(group);
  const [status, setStatus] = useState<FormStatus>('idle');
  // Values the server answered are not an edit: they leave the status as it is.
  const replacing = useRef(false);
  const check = zodFormValidator(schema);
  const form = useForm<T>({
    mode: 'controlled',
    initialValues: initial,
    validate: (values) => check(normalize(values)),
    clearInputErrorOnChange: true,
    onValuesChange: () => {
      if (!replacing.current) setStatus('idle');
    },
  });

  const send = (values: T) => {
    setStatus('LOADING');
    save.mutate(values, {
      onSuccess: (reply) => {
        replacing.current = true;
        form.setValues(reply.content);
        form.resetDirty(reply.content);
        replacing.current = false;
        setStatus('SUCCESS');
      },
      onError: (error) => {
        setStatus('idle');
        const fields = apiFieldErrors(error);
        if (fields) form.setErrors(fields);
      },
    });
  };

  const onSubmit = form.onSubmit((values) => {
    if (status !== 'idle' || save.isPending) return;
    const body = normalize(values);
    if (confirm) confirm(() => send(body));
    else send(body);
  });

  /** `onSubmit` checks, then saves when idle; `setStatus` lets a screen's other actions (Run...) show theirs. */
  return { form, status, onSubmit, setStatus };
}
