import type { ServiceCredential } from '@lrp/contract';
import { setPortalLanguage } from '@lrp/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openSettings, rawKeys } from '../../web-pages/test-helpers';

afterEach(() => act(() => setPortalLanguage('ENGLISH')));

const TOKEN = `lrp_rec_${'A'.repeat(43)}`;

const credential = (over: Partial<ServiceCredential>): ServiceCredential => ({
  id: 1,
  name: 'Recorder system, production',
  scope: 'records:import',
  prefix: 'lrp_rec_Ab12Cd',
  createdAt: '2026-11-02T15:30:00.000Z',
  createdBy: 'triadmin',
  lastUsedAt: '2026-11-27T10:15:00.000Z',
  revokedAt: null,
  revokedBy: null,
  ...over,
});

const ACTIVE = credential({});
const REVOKED = credential({
  id: 2,
  name: 'Recorder system, test',
  prefix: 'lrp_rec_Zz99Yy',
  lastUsedAt: null,
  revokedAt: '2026-11-20T09:00:00.000Z',
  revokedBy: 'opsadmin',
});

/** Opens Technical > Recording Feed as `role` with the credentials the server has; records what is posted. */
function openRecordingFeed(stored: ServiceCredential[], role: 'COUNTY' | 'TRIMIN' = 'TRIMIN') {
  const list = [...stored];
  const posted = { created: [] as unknown[], revoked: [] as string[], reads: 0 };
  openSettings(
    'recordingFeed',
    'none',
    {},
    {
      'GET controlPanel/serviceCredentials': () => {
        posted.reads += 1;
        return { content: list };
      },
      'POST controlPanel/serviceCredentials': (body: unknown) => {
        posted.created.push(body);
        const made = credential({ id: 3, name: (body as { name: string }).name, lastUsedAt: null });
        list.unshift(made);
        return { content: { credential: made, token: TOKEN } };
      },
      'POST controlPanel/serviceCredentials/1/revoke': (body: unknown) => {
        posted.revoked.push(JSON.stringify(body));
        list[0] = { ...ACTIVE, revokedAt: '2026-11-28T08:00:00.000Z', revokedBy: 'triadmin' };
        return { content: list[0] };
      },
    },
    role,
  );
  return posted;
}

const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;

describe('Technical > Recording Feed', () => {
  test('lists the credentials with their token beginnings, creators, last use and status; only an active one has Revoke', async () => {
    openRecordingFeed([ACTIVE, REVOKED]);
    expect(await screen.findByRole('table', { name: 'Credentials' })).toBeVisible();
    const active = rowOf('Recorder system, production');
    expect(within(active).getByText('lrp_rec_Ab12Cd…')).toBeVisible();
    expect(within(active).getByText(/ by triadmin$/)).toBeVisible();
    expect(within(active).getByText('Active')).toBeVisible();
    expect(
      within(active).getByRole('button', { name: 'Revoke Recorder system, production' }),
    ).toBeVisible();
    const revoked = rowOf('Recorder system, test');
    expect(within(revoked).getByText('lrp_rec_Zz99Yy…')).toBeVisible();
    expect(within(revoked).getByText('Never')).toBeVisible();
    expect(within(revoked).getByText(/^Revoked .+ by opsadmin$/)).toBeVisible();
    expect(within(revoked).queryByRole('button')).toBeNull();
    expect(screen.getByText(/docs\/recordings-import\.md/)).toBeVisible();
  });

  test('with no credentials, says so', async () => {
    openRecordingFeed([]);
    expect(await screen.findByText('No credentials yet.')).toBeVisible();
  });

  test('creating posts the trimmed name, shows the token once with its warning, and reads the list again', async () => {
    const posted = openRecordingFeed([]);
    const user = userEvent.setup();
    await screen.findByText('No credentials yet.');
    expect(screen.queryByText(TOKEN)).toBeNull();
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), '  Recorder system, DR site ');
    await user.click(screen.getByRole('button', { name: 'Create credential' }));
    expect(await screen.findByText(TOKEN)).toBeVisible();
    expect(posted.created).toEqual([{ name: 'Recorder system, DR site' }]);
    expect(screen.getByText('Credential Recorder system, DR site created')).toBeVisible();
    expect(
      screen.getByText('Copy this token now and keep it safe: it will not be shown again.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Copy token' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('');
    expect(await screen.findByRole('cell', { name: 'Recorder system, DR site' })).toBeVisible();
    expect(posted.reads).toBe(2);
    // The list shows only the token's beginning.
    expect(screen.getAllByText(TOKEN)).toHaveLength(1);
  });

  test('Copy token puts the token on the clipboard', async () => {
    openRecordingFeed([]);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Recorder system');
    await user.click(screen.getByRole('button', { name: 'Create credential' }));
    await user.click(await screen.findByRole('button', { name: 'Copy token' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe(TOKEN);
  });

  test('an empty name says so on the field and posts nothing', async () => {
    const posted = openRecordingFeed([ACTIVE]);
    const user = userEvent.setup();
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    await user.type(name, '   ');
    await user.click(screen.getByRole('button', { name: 'Create credential' }));
    expect(await screen.findByText('Enter a name for the credential.')).toBeVisible();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(posted.created).toEqual([]);
  });

  test('a name over 60 characters says so and posts nothing', async () => {
    const posted = openRecordingFeed([]);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'x'.repeat(61));
    await user.click(screen.getByRole('button', { name: 'Create credential' }));
    expect(await screen.findByText('The name is too long: 60 characters at most.')).toBeVisible();
    expect(posted.created).toEqual([]);
  });

  test('Revoke asks first: No posts nothing; Yes posts to the revoke URL and the row shows it revoked', async () => {
    const posted = openRecordingFeed([ACTIVE]);
    const user = userEvent.setup();
    const revoke = await screen.findByRole('button', {
      name: 'Revoke Recorder system, production',
    });
    await user.click(revoke);
    const question = await screen.findByRole('dialog');
    expect(question).toHaveTextContent(
      "Revoke Recorder system, production? The recording system's calls with its token will be refused at once.",
    );
    await user.click(within(question).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted.revoked).toEqual([]);
    await user.click(revoke);
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }),
    );
    await waitFor(() => expect(posted.revoked).toEqual(['{}']));
    expect(await screen.findByText(/^Revoked .+ by triadmin$/)).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Revoke / })).toBeNull();
  });

  test('a list that could not be loaded says so, with Retry', async () => {
    openSettings(
      'recordingFeed',
      'none',
      {},
      {
        'GET controlPanel/serviceCredentials': () => ({
          status: 500,
          message: 'The server failed.',
          content: null,
        }),
      },
      'TRIMIN',
    );
    expect(await screen.findByText('The credentials could not be loaded.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  test('is in the Technical menu for TRIMIN', async () => {
    openRecordingFeed([]);
    expect(await screen.findByRole('link', { name: 'Recording Feed' })).toHaveAttribute(
      'href',
      '/controlPanel/recordingFeed',
    );
  });

  test('county staff meet no such screen and no menu entry', async () => {
    const posted = openRecordingFeed([ACTIVE], 'COUNTY');
    expect(await screen.findByText('No such control panel screen')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Recording Feed' })).toBeNull();
    expect(posted.reads).toBe(0);
  });

  test('in Japanese, the screen speaks Japanese', async () => {
    openRecordingFeed([ACTIVE]);
    await screen.findByRole('table', { name: 'Credentials' });
    await act(() => setPortalLanguage('JAPANESE'));
    await waitFor(() => expect(screen.queryByText('Create credential')).toBeNull());
    expect(screen.getByRole('button', { name: '認証情報を作成' })).toBeVisible();
    // The one dotted word left is the format's file name, docs/recordings-import.md.
    expect(rawKeys()).toEqual(['import.md']);
  });
});
