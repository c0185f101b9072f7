import { setPortalLanguage } from '../i18n/i18n';
import { renderWithPortal } from '../test';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DateField, isoToUs, usToIso } from './date-field';

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField label="From Date" value={value} onChange={setValue} />
      <output aria-label="Form value">{value}</output>
    </>
  );
}

afterEach(async () => {
  await act(() => setPortalLanguage('ENGLISH'));
});

describe('DateField', () => {
  it('converts between the contract format and the calendar format', () => {
    expect(usToIso('02/29/2024')).toBe('2024-02-29');
    expect(usToIso('02/30/2024')).toBeNull();
    expect(usToIso('2024-02-29')).toBeNull();
    expect(isoToUs('2024-02-29')).toBe('02/29/2024');
  });

  it('keeps a typed MM/DD/YYYY date as the form value', async () => {
    renderWithPortal(<Harness />);
    await userEvent.type(screen.getByLabelText('From Date'), '03/15/2021');
    expect(screen.getByLabelText('Form value')).toHaveTextContent('03/15/2021');
  });

  it('sets the value from a day picked in the calendar', async () => {
    renderWithPortal(<Harness initial="03/15/2021" />);
    await userEvent.click(screen.getByLabelText('From Date'));
    await userEvent.click(await screen.findByRole('button', { name: /20 March 2021/ }));
    await waitFor(() =>
      expect(screen.getByLabelText('Form value')).toHaveTextContent('03/20/2021'),
    );
  });

  it("names the calendar's months in the user's language", async () => {
    await act(() => setPortalLanguage('CHINESE'));
    renderWithPortal(<Harness initial="03/15/2021" />);
    await act(() => setPortalLanguage('CHINESE'));
    await userEvent.click(screen.getByLabelText('From Date'));
    expect(await screen.findByText(/三月/)).toBeInTheDocument();
  });
});
