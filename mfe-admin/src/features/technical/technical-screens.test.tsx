import { setPortalLanguage } from '@lrp/shared';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openSettings as openAsCounty, rawKeys } from '../web-pages/test-helpers';

/** The Technical screens are TRIMIN's. */
const openSettings = (
  path: string,
  group: string,
  stored: object,
  more: Parameters<typeof openAsCounty>[3] = {},
) => openAsCounty(path, group, stored, more, 'TRIMIN');

afterEach(() => act(() => setPortalLanguage('ENGLISH')));

const RELOADED =
  "Configuration reloaded: every instance reads the county's settings, page content and lists again at its next request.";

describe('Technical > E-file', () => {
  test('the switches and texts save as the group; the statement waits for the acknowledgement switch', async () => {
    const saved = openSettings('efile', 'efile', {
      efile: false,
      efileCountyNote: 'Documents received after 4 pm are recorded the next day.',
      acknowledgement: false,
      acknowledgementStatement: '',
    });
    const user = userEvent.setup();
    const statement = await screen.findByRole('textbox', { name: /^Acknowledgement statement/ });
    expect(statement).toBeDisabled();
    await user.click(screen.getByRole('switch', { name: /^Offer e-filing/ }));
    await user.click(screen.getByRole('switch', { name: /^Ask for an acknowledgement/ }));
    expect(statement).toBeEnabled();
    await user.type(statement, 'I am authorized to record this document.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      efile: true,
      efileCountyNote: 'Documents received after 4 pm are recorded the next day.',
      acknowledgement: true,
      acknowledgementStatement: 'I am authorized to record this document.',
    });
    expect(await screen.findByText('Saved')).toBeVisible();
  });
});

describe('Technical > Languages', () => {
  test('switching languages off saves {languages: false}', async () => {
    const saved = openSettings('languages', 'languages', { languages: true });
    const user = userEvent.setup();
    const choice = await screen.findByRole('switch', { name: /^Offer languages/ });
    expect(choice).toBeChecked();
    await user.click(choice);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toEqual([{ languages: false }]));
  });

  test('in Japanese, the screen speaks Japanese', async () => {
    openSettings('languages', 'languages', { languages: true });
    await screen.findByRole('switch', { name: /^Offer languages/ });
    await act(() => setPortalLanguage('JAPANESE'));
    await waitFor(() => expect(screen.queryByText(/^Offer languages/)).toBeNull());
    expect(rawKeys()).toEqual([]);
  });
});

describe('Technical > Reload Configuration', () => {
  test("shows the server's answer; a failure says why on the screen, without a dialog", async () => {
    let fail = false;
    openSettings(
      'reloadConfiguration',
      'none',
      {},
      {
        'POST controlPanel/countyConfig/reloadConfiguration': () =>
          fail
            ? { status: 403, message: 'You are not allowed to do this.', content: null }
            : { message: RELOADED, code: 'technical.configurationReloaded', content: {} },
      },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reload Configuration' }));
    expect(await screen.findByRole('status')).toHaveTextContent(RELOADED);
    fail = true;
    await user.click(screen.getByRole('button', { name: 'Reload Configuration' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You are not allowed to do this.');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('Technical > Performance Monitoring', () => {
  test("the button opens the server's monitoring page in a new window", async () => {
    openSettings('performanceMonitoring', 'none', {});
    const link = await screen.findByRole('link', { name: /^Open the monitoring page/ });
    expect(link).toHaveAttribute('href', '/api/monitoring');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAccessibleName('Open the monitoring page (opens in a new window)');
  });
});
