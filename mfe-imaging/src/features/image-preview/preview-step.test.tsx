import { mockApi, renderWithPortal, type FetchRecorder } from '@lrp/shared/test';
import { setPortalLanguage } from '@lrp/shared';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import '../../module';
import { NO_SELECTION, PreviewStep, type Selection } from './preview-step';

const DOCUMENT = {
  sourcedDocKey: { docKeyType: 'DOCUMENT', docKeyNumber: '2', imageKeyType: 'ABSTRACT' },
} as const;
const PAGE_COUNT = 5;

let api: FetchRecorder;
afterEach(() => {
  api?.restore();
  return setPortalLanguage('ENGLISH');
});

/** The preview with the dialog's selection state; Continue is recorded. */
function Preview({ onContinue }: { onContinue: (pageCount: number) => void }) {
  const [selection, setSelection] = useState<Selection>(NO_SELECTION);
  return (
    <PreviewStep
      opened
      document={DOCUMENT}
      title="Mortgage 9000002"
      selection={selection}
      onSelection={setSelection}
      onContinue={onContinue}
      onClose={jest.fn()}
    />
  );
}

async function open() {
  api = mockApi({
    'POST imaging/getThumbnails': {
      header: {
        sourcedDocKey: DOCUMENT.sourcedDocKey,
        pageCount: PAGE_COUNT,
        uiTitle: 'Mortgage 9000002',
        uiTitleBeginningOfSentence: 'Mortgage 9000002',
      },
      page: 1,
      pagesSelected: { ...NO_SELECTION, pages: [1, 2, 3, 4, 5] },
      thumbnails: [1, 2, 3, 4, 5].map((page) => ({ page, image: 'AAAA', selected: true })),
    },
    // The server's answer to a typed list: the list as typed (the pages do not matter here).
    'POST imaging/updateImagePreviewSettings': (body: unknown) => {
      const { imagePreviewSettings: s } = body as {
        imagePreviewSettings: { pageSelectionMethod: string; selectedAsCsv: string };
      };
      return { content: { pagesSelected: { ...s, pages: [] } } };
    },
  });
  const onContinue = jest.fn();
  renderWithPortal(<Preview onContinue={onContinue} />);
  const field = await screen.findByRole('textbox', { name: 'Pages to download' });
  return { field, onContinue };
}

describe('the typed page list', () => {
  test('a page the document does not have is said on the field as it is typed, before Continue', async () => {
    const { field, onContinue } = await open();
    await userEvent.type(field, '1, 0');
    expect(field).toBeInvalid();
    expect(field).toHaveAccessibleDescription('Document does not have a page 0 Ex.: 1, 3, 7-9, 11');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).not.toHaveBeenCalled();
    expect(field).toHaveFocus();

    await userEvent.clear(field);
    await userEvent.type(field, '1, 6-7');
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('Document does not have a page 6'),
    );
    await userEvent.clear(field);
    await userEvent.type(field, '1, 3-5');
    expect(field).toBeValid();
    expect(field).toHaveAccessibleDescription('Ex.: 1, 3, 7-9, 11');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledWith(PAGE_COUNT);
  });

  test('a list still being typed is not wrong yet; at Continue the whole text counts', async () => {
    const { field, onContinue } = await open();
    await userEvent.type(field, '1, 3-');
    expect(field).toBeValid();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).not.toHaveBeenCalled();
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('Enter pages and ranges separated by commas'),
    );
    await userEvent.type(field, '4');
    expect(field).toBeValid();
  });

  test('the hint is shown once', async () => {
    const { field } = await open();
    expect(screen.getAllByText('Ex.: 1, 3, 7-9, 11')).toHaveLength(1);
    expect(field).not.toHaveAttribute('placeholder');
  });

  test("the message is in the user's language", async () => {
    const { field } = await open();
    await act(() => setPortalLanguage('JAPANESE'));
    await userEvent.type(field, '9');
    expect(field).toBeInvalid();
    expect(field).not.toHaveAccessibleDescription(
      expect.stringContaining('Document does not have a page'),
    );
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('文書に 9 ページはありません'),
    );
  });
});
