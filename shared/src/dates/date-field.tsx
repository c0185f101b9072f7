import '@mantine/core/styles/Popover.css';
import '@mantine/dates/styles.css';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { DATE_MESSAGES, formatUsDate, parseUsDate } from '@lrp/contract';
import { useDayjsLocale } from './dayjs-locale';

/** MM/DD/YYYY (the contract's format) to the calendar's YYYY-MM-DD, or null when it is not a date. */
export function usToIso(value: string): string | null {
  const date = parseUsDate(value);
  return date ? date.toISOString().slice(0, 10) : null;
}

/** The calendar's YYYY-MM-DD to MM/DD/YYYY. */
export function isoToUs(value: string): string {
  return formatUsDate(new Date(`${value.slice(0, 10)}T00:00:00Z`));
}

export type DateFieldProps = Omit<
  DateInputProps,
  'value' | 'onChange' | 'valueFormat' | 'dateParser' | 'locale'
> & {
  /** MM/DD/YYYY, or '' when empty: the form keeps dates as the contract writes them. */
  value: string;
  onChange: (value: string) => void;
};

/**
 * A date typed as MM/DD/YYYY or picked from a calendar in the user's language. Typing is parsed by the
 * contract's own rule (strict MM/DD/YYYY); the contract's date rules then judge the value, on the form and on
 * the server alike.
 */
export function DateField({ value, onChange, placeholder, ...props }: DateFieldProps) {
  const { t } = useTranslation();
  const locale = useDayjsLocale();
  return (
    <DateInput
      {...props}
      value={usToIso(value)}
      onChange={(iso) => onChange(iso ? isoToUs(iso) : '')}
      valueFormat="MM/DD/YYYY"
      dateParser={(text) => usToIso(text)}
      locale={locale}
      placeholder={placeholder ?? DATE_MESSAGES.format}
      allowDeselect
      clearable={props.clearable ?? false}
      popoverProps={{ withinPortal: true, ...props.popoverProps }}
      ariaLabels={{
        previousMonth: t('dates.previousMonth'),
        nextMonth: t('dates.nextMonth'),
        ...props.ariaLabels,
      }}
    />
  );
}
