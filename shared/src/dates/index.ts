// @lrp/shared/dates: date fields (Mantine's DateInput, MM/DD/YYYY, a calendar in the user's language), a
// singleton of its own so that only screens with a date field download the calendar and dayjs.
export { DateField, isoToUs, usToIso } from './date-field';
export type { DateFieldProps } from './date-field';
export { dayjs, useDayjsLocale } from './dayjs-locale';
