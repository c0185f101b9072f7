import { COUNTY_DEFAULTS } from '@lrp/contract';
import { setPortalLanguage } from '@lrp/shared';
import { makeUser, mockApi, renderWithPortal, type FetchRecorder } from '@lrp/shared/test';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ControlPanelSection from '../control-panel/control-panel-section';
import { rawKeys } from './test-helpers';

const STORED = {
  ...COUNTY_DEFAULTS.search,
  defaultSearch: 'searchByName',
  searchAccess: 'configurable',
  Name: true,
  Plat: true,
  PlatCountyNote: 'Plats since 1900.',
} as Record<string, unknown>;

let api: FetchRecorder | undefined;
afterEach(() => {
  api?.restore();
  return act(() => setPortalLanguage('ENGLISH'));
});

/** Opens Search 1 with the group stored; records the bodies posted to each save. */
function open(stored = STORED) {
  const posted: { path: string; body: unknown }[] = [];
  api = mockApi({
    'GET controlPanel/countyConfig/search': stored,
    'POST controlPanel/countyConfig/search': (body: unknown) => {
      posted.push({ path: 'search', body });
      return { message: 'Settings updated.', content: body };
    },
    'POST controlPanel/countyConfig/searchAndUsers': (body: unknown) => {
      posted.push({ path: 'searchAndUsers', body });
      return { message: 'Settings and Users updated.', content: body };
    },
  });
  renderWithPortal(<ControlPanelSection />, {
    user: makeUser({ role: 'COUNTY' }),
    route: '/controlPanel/search',
    path: '/controlPanel/*',
  });
  return posted;
}

describe('Web Pages > Search 1', () => {
  test('shows the default search, the access choice and each search with its switch and note', async () => {
    open();
    expect(await screen.findByRole('switch', { name: 'Offer the Plat search' })).toBeChecked();
    expect(screen.getByLabelText('Plat county note')).toHaveValue('Plats since 1900.');
    expect(screen.getByLabelText('Plat county note')).toHaveAttribute('maxlength', '1000');
    expect(screen.getAllByRole('switch')).toHaveLength(15);
    expect(screen.getByRole('radio', { name: /Configurable/ })).toBeChecked();
    expect(screen.getByRole('combobox', { name: /Default Search/ })).toHaveValue('Name');
  });

  test('the default search switched off is refused with the contract message and nothing is saved', async () => {
    const posted = open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: 'Offer the Name search' }));
    await user.click(screen.getByRole('button', { name: 'Save Only' }));
    expect(await screen.findByText('Your default search needs to be enabled first.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save and Update' }));
    expect(screen.getByText('Your default search needs to be enabled first.')).toBeVisible();
    expect(posted).toEqual([]);
  });

  test('configurable: Save Only saves the settings alone; Save and Update updates the users too', async () => {
    const posted = open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: 'Offer the Plat search' }));
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Only' }));
    await waitFor(() =>
      expect(within(screen.getByRole('status')).getByText('Settings updated')).toBeVisible(),
    );
    expect(posted).toEqual([{ path: 'search', body: { ...STORED, Plat: false } }]);

    await user.type(screen.getByLabelText('Plat county note'), ' Ask first.');
    await user.click(screen.getByRole('button', { name: 'Save and Update' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('status')).getByText('Settings and Users updated'),
      ).toBeVisible(),
    );
    expect(posted[1]).toEqual({
      path: 'searchAndUsers',
      body: { ...STORED, Plat: false, PlatCountyNote: 'Plats since 1900. Ask first.' },
    });
  });

  test('same: one Submit that saves and updates the users', async () => {
    const posted = open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /Same/ }));
    expect(screen.queryByRole('button', { name: 'Save Only' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save and Update' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('status')).getByText('Settings and Users updated'),
      ).toBeVisible(),
    );
    expect(posted).toEqual([{ path: 'searchAndUsers', body: { ...STORED, searchAccess: 'same' } }]);
  });

  test('in Japanese no text is an i18n key', async () => {
    open();
    await act(() => setPortalLanguage('JAPANESE'));
    expect(await screen.findByRole('button', { name: '保存して更新' })).toBeVisible();
    expect(rawKeys()).toEqual([]);
  });
});
