// @lrp/shared/dates: date fields (Mantine's DateInput, MM/DD/YYYY, a calendar in the user's language), a
// singleton of its own so that only screens with a date field download the calendar and dayjs.
import { DATE_MESSAGES } from '@lrp/contract';
import { registerMessages } from '../i18n/messages';

registerMessages({ dates: DATE_MESSAGES });

export { DateField, isoToUs, usToIso } from './date-field';
export type { DateFieldProps } from './date-field';
export { dayjs, useDayjsLocale } from './dayjs-locale';
