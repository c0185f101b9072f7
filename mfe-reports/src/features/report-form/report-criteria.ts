import {
  choosesAccount,
  REPORT_FIELDS,
  reportCriteriaSchema,
  type ReportCriteriaInput,
  type ReportPath,
} from '@lrp/contract';
import { formatUsDate, todayUtc, type Role } from '@lrp/shared';
import { zodFormValidator } from '@lrp/shared/forms';

/** The criteria as the form holds them: the schema's input, hours as the select's text. */
export type CriteriaForm = Required<
  Omit<ReportCriteriaInput, 'fromHour' | 'toHour' | 'fromAmPm' | 'toAmPm'>
> & {
  fromHour: string;
  toHour: string;
  fromAmPm: 'AM' | 'PM';
  toAmPm: 'AM' | 'PM';
};

/**
 * The criteria a screen opens with (spec 3 §9): today from 12:00 AM to 11:59 PM, every log and transaction type,
 * ordered by username, this portal's rows. Today is the browser's day, as every date field of the portal has it.
 */
export function defaultCriteria(now = new Date()): CriteriaForm {
  const today = formatUsDate(todayUtc(now));
  return {
    fromDate: today,
    fromHour: '12',
    fromMinute: '00',
    fromAmPm: 'AM',
    toDate: today,
    toHour: '11',
    toMinute: '59',
    toAmPm: 'PM',
    accountName: '',
    username: '',
    statementNumber: '',
    logInformation: 'all',
    transactionType: 'all',
    orderBy: 'username',
    dataSource: 'FIVE',
    summaryMode: false,
  };
}

/** The fields a report shows to a role: the report's own, less the account and data source for an account user. */
export function fieldsFor(path: ReportPath, role: Role | undefined) {
  const fields = REPORT_FIELDS[path];
  return choosesAccount(role)
    ? fields
    : fields.filter((field) => field !== 'accountName' && field !== 'dataSource');
}

/**
 * The body of a report call: the date and time range and the fields the report reads (REPORT_FIELDS). An account
 * user's account and data source are not sent: the server uses their own account and this portal's rows.
 */
export function criteriaBody(
  path: ReportPath,
  role: Role | undefined,
  values: CriteriaForm,
): ReportCriteriaInput {
  const body: ReportCriteriaInput = {
    fromDate: values.fromDate,
    fromHour: Number(values.fromHour),
    fromMinute: values.fromMinute,
    fromAmPm: values.fromAmPm,
    toDate: values.toDate,
    toHour: Number(values.toHour),
    toMinute: values.toMinute,
    toAmPm: values.toAmPm,
  };
  const chosen = body as Record<string, unknown>;
  for (const field of fieldsFor(path, role)) chosen[field] = values[field];
  return body;
}

const validator = zodFormValidator(reportCriteriaSchema);

/** The contract's rules over the form's values, in the user's language, on the fields they concern. */
export const validateCriteria = (values: CriteriaForm) =>
  validator({ ...values, fromHour: Number(values.fromHour), toHour: Number(values.toHour) });
