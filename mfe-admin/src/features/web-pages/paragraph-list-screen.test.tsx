import { setPortalLanguage } from '@lrp/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openSettings, rawKeys } from './test-helpers';

const news = (n: number) => ({ heading: `News ${n}`, paragraphContent: `Item ${n}.` });
const link = (n: number) => ({
  heading: `Link ${n}`,
  paragraphContent: `https://county.example.gov/${n}`,
});

const rowsOf = (n: number, make: (i: number) => object) =>
  Array.from({ length: n }, (_, i) => make(i + 1));

const headingInputs = () => screen.queryAllByLabelText(/^Heading, row \d+$/);

afterEach(() => act(() => setPortalLanguage('ENGLISH')));

describe('Web Pages > More News, More Links, Login - Latest News', () => {
  test('More News shows each stored item with labelled inputs per row', async () => {
    openSettings('homeLatestNews', 'latestNews', { paragraphs: [news(1), news(2)] });
    expect(await screen.findByLabelText('Heading, row 1', {}, { timeout: 5000 })).toHaveValue(
      'News 1',
    );
    expect(screen.getByLabelText('Content, row 2')).toHaveValue('Item 2.');
    expect(screen.getByText('2 of 50 rows')).toBeVisible();
  });

  test('Add adds 5 blank rows and puts the focus on the first; Remove takes out its row; Save posts the rows', async () => {
    const saved = openSettings('loginPageLatestNews', 'loginPageLatestNews', {
      paragraphs: [news(1), news(2), news(3)],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add 5 rows' }));
    expect(headingInputs()).toHaveLength(8);
    expect(screen.getByLabelText('Heading, row 4')).toHaveFocus();
    await user.type(screen.getByLabelText('Heading, row 4'), 'Closed Friday');
    await user.click(screen.getByRole('button', { name: 'Remove row 2' }));
    expect(headingInputs().map((input) => (input as HTMLInputElement).value)).toEqual([
      'News 1',
      'News 3',
      'Closed Friday',
      '',
      '',
      '',
      '',
    ]);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      paragraphs: [
        news(1),
        news(3),
        { heading: 'Closed Friday', paragraphContent: '' },
        ...rowsOf(4, () => ({ heading: '', paragraphContent: '' })),
      ],
    });
  });

  test('Add stops at 50 rows with the limit message (paragraphs for news, links for links)', async () => {
    openSettings('homeLatestNews', 'latestNews', { paragraphs: rowsOf(47, news) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add 5 rows' }));
    expect(headingInputs()).toHaveLength(50);
    await user.click(screen.getByRole('button', { name: 'Add 5 rows' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("There's a limit of 50 paragraphs.");
    expect(headingInputs()).toHaveLength(50);
  });

  test('More Links: the link limit, and a bad address is refused on its row before anything is posted', async () => {
    const saved = openSettings('homeExternalLinks', 'externalLinks', {
      paragraphs: rowsOf(50, link),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add 5 rows' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("There's a limit of 50 links.");
    const url = screen.getByLabelText('URL, row 3');
    await user.clear(url);
    await user.type(url, 'javascript:alert(1)');
    await user.clear(screen.getByLabelText('Label, row 4'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Enter a web address that starts with http:// or https://.'),
    ).toBeVisible();
    expect(screen.getByText('Enter a label for this link.')).toBeVisible();
    expect(saved).toHaveLength(0);
  });

  test('in Japanese no text is an i18n key', async () => {
    openSettings('homeExternalLinks', 'externalLinks', { paragraphs: [link(1)] });
    await act(() => setPortalLanguage('JAPANESE'));
    expect(await screen.findByLabelText('ラベル、1 行目')).toHaveValue('Link 1');
    expect(within(screen.getByRole('table')).getByText('URL')).toBeVisible();
    expect(screen.getByRole('button', { name: '5 行追加' })).toBeVisible();
    expect(rawKeys()).toEqual([]);
  });
});
