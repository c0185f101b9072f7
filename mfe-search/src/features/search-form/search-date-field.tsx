import { TextInput } from '@lrp/shared';
import type { DateFieldProps } from '@lrp/shared/dates';
import { parseUsDate } from '@lrp/contract';
import { type ComponentType, useState } from 'react';
import { create } from 'zustand';

interface CalendarState {
  wanted: boolean;
  /** The calendar's date field, once its module has loaded. */
  DateField: ComponentType<DateFieldProps> | null;
  want: () => void;
}

/**
 * The calendar (`@lrp/shared/dates`: Mantine's DateInput and its share of Mantine, about 100 KB gzip) loads when a
 * person first touches a search form, not with the page: /search stays within its weight budget, and until then a
 * date field is the same labelled MM/DD/YYYY text input, validated by the same contract rules.
 */
export const useCalendarWanted = create<CalendarState>()((set, get) => ({
  wanted: false,
  DateField: null,
  want: () => {
    if (get().wanted) return;
    set({ wanted: true });
    void import('@lrp/shared/dates').then(
      (m) => set({ DateField: m.DateField }),
      // Without the calendar, dates are typed in the plain input; the next touch tries again.
      () => set({ wanted: false }),
    );
  },
}));

/** Empty, or a date the contract reads (MM/DD/YYYY): what the calendar's input can show. */
const readable = (value: string) => !value.trim() || parseUsDate(value) !== null;

type Props = {
  id: string;
  label: string;
  withAsterisk?: boolean;
  value: string;
  onChange: (value: string) => void;
  error?: unknown;
};

/**
 * A search form's date: what the person types is the form's value, a bad date included (13/45/2020, 2020-01-01,
 * 02/30/2020), so the contract's rule shows 'MM/DD/YYYY' on the field and the search does not run with the date
 * that was there before. The calendar's input keeps text it cannot read as it was typed. The plain input stays
 * while it has the focus (the calendar arriving mid-keystroke would put its own text under the person's: issue 38's
 * '01/03/195003/01/2012'), and until it holds a date the calendar can show.
 */
export function SearchDateField({ id, label, withAsterisk, value, onChange, error }: Props) {
  const DateField = useCalendarWanted((s) => s.DateField);
  const [plainFocused, setPlainFocused] = useState(false);
  const [calendarShown, setCalendarShown] = useState(false);
  if (DateField && !calendarShown && !plainFocused && readable(value)) setCalendarShown(true);

  if (!DateField || !calendarShown) {
    return (
      <TextInput
        id={id}
        label={label}
        withAsterisk={withAsterisk}
        value={value}
        placeholder="MM/DD/YYYY"
        onChange={(e) => onChange(e.currentTarget.value)}
        onFocus={() => setPlainFocused(true)}
        onBlur={() => setPlainFocused(false)}
        error={error as string | undefined}
      />
    );
  }
  return (
    <DateField
      id={id}
      label={label}
      withAsterisk={withAsterisk}
      value={value}
      onChange={onChange}
      // Text the calendar cannot read becomes the form's value (and stays in the input), not the date before it.
      onInput={(e) => {
        const text = e.currentTarget.value;
        if (!readable(text)) onChange(text);
      }}
      fixOnBlur={false}
      error={error as string | undefined}
    />
  );
}
