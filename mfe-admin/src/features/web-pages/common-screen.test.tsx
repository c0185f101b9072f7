import { COUNTY_DEFAULTS } from '@lrp/contract';
import { setPortalLanguage, useCountyStore } from '@lrp/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openSettings, rawKeys } from './test-helpers';

const STORED = {
  ...COUNTY_DEFAULTS.common,
  appTitle: 'Land Records Online',
  countyName: 'Pine Ridge County',
  stateCode: 'MN',
  contactPhone: '(555) 010-2040',
  contactEmail: 'recorder@pineridge.example.gov',
  bookLabel: 'Liber',
};

const open = () => openSettings('common', 'common', STORED);

afterEach(() => act(() => setPortalLanguage('ENGLISH')));

describe('Web Pages > Common', () => {
  test('shows the stored settings', async () => {
    open();
    expect(await screen.findByRole('heading', { name: 'Common', level: 3 })).toBeVisible();
    expect(await screen.findByLabelText(/^App Title/)).toHaveValue('Land Records Online');
    expect(screen.getByLabelText(/^County Name/)).toHaveValue('Pine Ridge County');
    expect(screen.getByLabelText(/^State Code/)).toHaveValue('MN');
    expect(screen.getByLabelText('Contact Phone')).toHaveValue('(555) 010-2040');
    expect(screen.getByLabelText(/^Book Label/)).toHaveValue('Liber');
    expect(screen.getByLabelText(/^Torrens Label/)).toHaveValue('Torrens');
    expect(screen.queryByText('Not yet built')).toBeNull();
  });

  test('blank required fields are refused with Required. and nothing is posted', async () => {
    const saved = open();
    const user = userEvent.setup();
    for (const label of [/^App Title/, /^County Name/, /^Book Label/, /^Torrens Label/])
      await user.clear(await screen.findByLabelText(label));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Required.')).toHaveLength(4);
    expect(saved).toHaveLength(0);
  });

  test('the phone is formatted as typed, and a part of one is refused', async () => {
    const saved = open();
    const user = userEvent.setup();
    const phone = await screen.findByLabelText('Contact Phone');
    await user.clear(phone);
    await user.type(phone, '6125550199');
    expect(phone).toHaveValue('(612) 555-0199');
    await user.clear(phone);
    await user.type(phone, '61255');
    expect(phone).toHaveValue('(612) 55');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('(XXX) XXX-XXXX')).toBeVisible();
    expect(saved).toHaveLength(0);
  });

  test('the state code takes two letters, in capitals', async () => {
    const saved = open();
    const user = userEvent.setup();
    const state = await screen.findByLabelText(/^State Code/);
    await user.clear(state);
    await user.type(state, 'w');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose a state.')).toBeVisible();
    expect(saved).toHaveLength(0);
    await user.type(state, 'i9');
    expect(state).toHaveValue('WI');
  });

  test('saving posts the whole group, shows the success tick and the header follows at once', async () => {
    const saved = open();
    const user = userEvent.setup();
    const county = await screen.findByLabelText(/^County Name/);
    await user.clear(county);
    await user.type(county, 'Cedar County');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(screen.getByRole('status')).getByText('Saved')).toBeVisible(),
    );
    expect(saved).toEqual([{ ...STORED, countyName: 'Cedar County' }]);
    expect(useCountyStore.getState().config.common).toEqual({
      ...STORED,
      countyName: 'Cedar County',
    });
  });

  test('in Japanese no text is an i18n key', async () => {
    open();
    await act(() => setPortalLanguage('JAPANESE'));
    expect(await screen.findByRole('button', { name: '保存' })).toBeVisible();
    expect(screen.queryByText('Contact Phone')).toBeNull();
    expect(rawKeys()).toEqual([]);
  });
});
