import {
  logTypesFor,
  minutesOfDay,
  REPORT_MESSAGES,
  reportCriteriaSchema,
  transactionTypesFor,
} from './reports';

const issues = (input: Record<string, unknown>) => {
  const result = reportCriteriaSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('report criteria (spec 3 §3, §5, §9)', () => {
  test('defaults: 12:00 am to 11:59 pm, all types, ordered by username, this portal’s rows', () => {
    expect(reportCriteriaSchema.parse({ fromDate: '11/02/2026' })).toMatchObject({
      toDate: '',
      fromHour: 12,
      fromMinute: '00',
      fromAmPm: 'AM',
      toHour: 11,
      toMinute: '59',
      toAmPm: 'PM',
      logInformation: 'all',
      transactionType: 'all',
      orderBy: 'username',
      dataSource: 'FIVE',
      summaryMode: false,
    });
  });

  test('fromDate is required and both dates are MM/DD/YYYY', () => {
    expect(issues({})).toEqual({ fromDate: REPORT_MESSAGES.required });
    expect(issues({ fromDate: '' })).toEqual({ fromDate: REPORT_MESSAGES.required });
    expect(issues({ fromDate: '2026-11-02', toDate: '02/30/2026' })).toEqual({
      fromDate: REPORT_MESSAGES.dateFormat,
      toDate: REPORT_MESSAGES.dateFormat,
    });
  });

  test('the from date and time may not be after the to date and time', () => {
    const day = { fromDate: '11/02/2026', toDate: '11/02/2026' };
    expect(issues({ ...day, fromHour: 3, fromAmPm: 'PM', toHour: 2, toAmPm: 'PM' })).toEqual({
      toDate: REPORT_MESSAGES.order,
    });
    expect(issues({ ...day, fromHour: 2, fromAmPm: 'PM', toHour: 2, toAmPm: 'PM' })).toEqual({});
    expect(issues({ fromDate: '11/03/2026', toDate: '11/02/2026' })).toEqual({
      toDate: REPORT_MESSAGES.order,
    });
  });

  test('only the offered minutes, hours 1 to 12, and digits for a transaction number', () => {
    expect(
      reportCriteriaSchema.safeParse({ fromDate: '11/02/2026', fromMinute: '10' }).success,
    ).toBe(false);
    expect(reportCriteriaSchema.safeParse({ fromDate: '11/02/2026', toHour: 13 }).success).toBe(
      false,
    );
    expect(issues({ fromDate: '11/02/2026', statementNumber: '12a' })).toEqual({
      statementNumber: REPORT_MESSAGES.statementNumber,
    });
  });

  test('12:00 AM is midnight, 12:00 PM noon, 11:59 PM the last minute', () => {
    expect(minutesOfDay(12, '00', 'AM')).toBe(0);
    expect(minutesOfDay(12, '00', 'PM')).toBe(720);
    expect(minutesOfDay(11, '59', 'PM')).toBe(1439);
  });

  test('county staff have the full lists; an account administrator a part of them', () => {
    expect(transactionTypesFor('COUNTY')).toContain('ADJUSTMENT');
    expect(transactionTypesFor('ACCOUNT')).not.toContain('ADJUSTMENT');
    expect(logTypesFor('TRIMIN')).toContain('COUNTY_CONFIG_CHANGE');
    expect(logTypesFor('ACCOUNT')).not.toContain('COUNTY_CONFIG_CHANGE');
  });
});
