import type { PublicCountyGroupName } from '@lrp/contract';
import { translateMessage, useCountyStore } from '@lrp/shared';
import { type FormEvent, useEffect } from 'react';
import type { FormStatus } from '../control-panel/settings/use-settings-form';

/**
 * Once a Web Pages group is saved, the pages of this browser show it at once (the header's county name and title,
 * the book label, the login links...): the saved group replaces the one read at start-up in the county store.
 */
export function usePublishCountyGroup(
  group: PublicCountyGroupName,
  status: FormStatus,
  saved: unknown,
) {
  useEffect(() => {
    if (status === 'SUCCESS')
      useCountyStore.getState().addNamedResults('config', [{ name: group, baseContent: saved }]);
    // Only a new success publishes: the values saved are the ones the form holds at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status, group]);
}

interface CheckedForm<T> {
  getValues: () => T;
  validate: () => { errors: Record<string, unknown> };
  setErrors: (errors: Record<string, string>) => void;
}

/**
 * A screen's own checks of rules the spec states and the contract's schema lacks (a message for a blank number,
 * the phone's shape): run with the schema's checks, and nothing is saved while any refuses.
 */
export function withChecks<T>(
  form: CheckedForm<T>,
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void,
  check: (values: T) => Record<string, string>,
) {
  return (event?: FormEvent<HTMLFormElement>) => {
    const own = check(form.getValues());
    if (Object.keys(own).length === 0) {
      onSubmit(event);
      return;
    }
    event?.preventDefault();
    const { errors } = form.validate();
    const translated = Object.fromEntries(
      Object.entries(own).map(([key, text]) => [key, translateMessage(text)]),
    );
    form.setErrors({ ...(errors as Record<string, string>), ...translated });
  };
}
