import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openSettings, rawKeys } from '../../web-pages/test-helpers';
import { auditLogQuestion } from './audit-log-screen';

const run = (overrides: object) => ({
  runId: 7,
  kind: 'ACCOUNTS_USERS',
  state: 'running',
  done: 1200,
  total: 4800,
  startedAt: '2026-11-27T14:00:00Z',
  finishedAt: null,
  startedBy: 'trimin.admin',
  copied: {},
  skipped: [],
  skippedNotListed: 0,
  notes: [],
  error: null,
  ...overrides,
});

/** Opens a migration screen as TRIMIN; the migration's state answers `migration`, the POST records its bodies. */
function open(path: string, call: string, migration: object) {
  const posted: unknown[] = [];
  openSettings(
    path,
    'none',
    {},
    {
      'GET controlPanel/countyConfig/landSharkOneMigration': migration,
      [`POST controlPanel/countyConfig/${call}`]: (body: unknown) => {
        posted.push(body);
        return {
          message:
            'The LandShark One accounts and users are being copied. Follow the progress on this screen.',
          content: { runId: 8 },
        };
      },
    },
    'TRIMIN',
  );
  return posted;
}

const CONNECTION = {
  landSharkOneDbAddress: 'ls1.pineridge.local:5432',
  landSharkOneDbName: 'landshark',
  landSharkOneDbUsername: 'migrator',
  landSharkOneDbPassword: 'S3cret!',
};

async function fillConnection(user: ReturnType<typeof userEvent.setup>) {
  await user.type(
    await screen.findByRole('textbox', { name: /^Database address/ }),
    CONNECTION.landSharkOneDbAddress,
  );
  await user.type(
    screen.getByRole('textbox', { name: /^Database name/ }),
    CONNECTION.landSharkOneDbName,
  );
  await user.type(
    screen.getByRole('textbox', { name: /^Database username/ }),
    CONNECTION.landSharkOneDbUsername,
  );
  await user.type(screen.getByLabelText(/^Database password/), CONNECTION.landSharkOneDbPassword);
}

describe('Technical > LandShark One Accounts/Users', () => {
  test('all four fields are required; Migrate asks the wipe question, then posts them', async () => {
    const posted = open('LandSharkOneAccountsUsers', 'migrateLandSharkOneAccountsUsers', {
      accountsUsers: null,
      auditLog: null,
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Migrate' }));
    expect(await screen.findAllByText('Required.')).toHaveLength(4);
    await fillConnection(user);
    await user.click(screen.getByRole('button', { name: 'Migrate' }));
    const question = await screen.findByRole('dialog');
    expect(question).toHaveTextContent(
      'Clicking Yes will wipe clean any existing ACCOUNTS and USERS in LS2. Continue?',
    );
    expect(posted).toHaveLength(0);
    await user.click(within(question).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(posted).toEqual([CONNECTION]));
    expect(
      await screen.findByText(
        'The LandShark One accounts and users are being copied. Follow the progress on this screen.',
      ),
    ).toBeVisible();
    expect(rawKeys()).toEqual([]);
  });

  test('a running migration shows its progress; a finished one its report', async () => {
    open('LandSharkOneAccountsUsers', 'migrateLandSharkOneAccountsUsers', {
      accountsUsers: run({}),
      auditLog: null,
    });
    const bar = await screen.findByRole('progressbar', { name: 'Last run' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText('1,200 of 4,800')).toBeVisible();
    expect(screen.getByText('A migration is running; wait for it to finish.')).toBeVisible();
  });
});

describe('Technical > LandShark One Audit Log', () => {
  test('the question names the range: all, from, up to, or between two dates', () => {
    const t = (key: string, values: Record<string, string>) =>
      `${key.split('.').pop()} ${Object.values(values).join(' ')}`.trim();
    expect(auditLogQuestion(t, {})).toBe('confirmAll');
    expect(auditLogQuestion(t, { fromDate: '01/01/2020' })).toBe('confirmFrom 01/01/2020');
    expect(auditLogQuestion(t, { toDate: '12/31/2021' })).toBe('confirmTo 12/31/2021');
    expect(auditLogQuestion(t, { fromDate: '01/01/2020', toDate: '12/31/2021' })).toBe(
      'confirmRange 01/01/2020 12/31/2021',
    );
  });

  test('dates out of order are refused; the run posts the range, the data type and the batch size', async () => {
    const posted = open('LandSharkOneAuditLog', 'migrateLandSharkOneAuditLog', {
      accountsUsers: null,
      auditLog: run({
        kind: 'AUDIT_LOG',
        state: 'done',
        done: 52000,
        total: 52000,
        finishedAt: '2026-11-27T14:09:00Z',
        copied: { auditRows: 52000, transactions: 18211 },
      }),
    });
    const user = userEvent.setup();
    await fillConnection(user);
    expect(screen.getByRole('table', { name: 'Rows copied' })).toHaveTextContent('52,000');
    await user.type(screen.getByRole('textbox', { name: /^From date/ }), '06/01/2021');
    await user.type(screen.getByRole('textbox', { name: /^To date/ }), '01/01/2021');
    await user.click(screen.getByRole('button', { name: 'Migrate' }));
    expect(await screen.findByText('Invalid date range.')).toBeVisible();
    const to = screen.getByRole('textbox', { name: /^To date/ });
    await user.clear(to);
    await user.type(to, '12/31/2021');
    await user.click(screen.getByRole('radio', { name: /^Only entries with a transaction/ }));
    await user.click(screen.getByRole('button', { name: 'Migrate' }));
    const question = await screen.findByRole('dialog');
    expect(question).toHaveTextContent(
      'The LandShark One audit log from 06/01/2021 to 12/31/2021 will be copied. Continue?',
    );
    await user.click(within(question).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(posted).toEqual([
        {
          ...CONNECTION,
          fromDate: '06/01/2021',
          toDate: '12/31/2021',
          dataType: 'transactions',
          batchSize: 10000,
        },
      ]),
    );
  });
});
