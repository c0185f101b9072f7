import { setPortalLanguage } from '@lrp/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openSettings, rawKeys } from './test-helpers';

const slide = (n: number) => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  fileName: `slide-${n}.jpg`,
  contentType: 'image/webp',
  width: 1200,
  height: 500,
  bytes: 80_000 + n,
});
const stored = (count: number) => ({
  numberOfSlides: count,
  slides: Array.from({ length: count }, (_, i) => slide(i + 1)),
});

/** Opens the screen with `count` slides; the upload call answers with the server's list, the new one last. */
function open(count = 3, uploadReply?: (body: { fileName: string }) => object) {
  const uploads: { fileName: string; type: string }[] = [];
  let serverSlides = stored(count).slides;
  const saved = openSettings('loginPageSlides', 'loginPageSlides', stored(count), {
    'POST controlPanel/loginPageSlides/upload': (body: unknown) => {
      const file = body as { fileName: string; type: string };
      uploads.push(file);
      if (uploadReply) return uploadReply(file);
      serverSlides = [
        ...serverSlides,
        { ...slide(9), id: crypto.randomUUID(), fileName: file.fileName },
      ];
      return {
        message: `${file.fileName} was added as the last slide.`,
        content: { numberOfSlides: serverSlides.length, slides: serverSlides },
      };
    },
  });
  return { saved, uploads };
}

const fileNames = () =>
  within(screen.getByRole('table', { name: 'Login - Slides' }))
    .getAllByRole('img')
    .map((img) => img.getAttribute('alt'));

const picture = (name: string, type = 'image/jpeg') =>
  new File([new Uint8Array(2048)], name, { type });

afterEach(() => act(() => setPortalLanguage('ENGLISH')));

describe('Web Pages > Login - Slides', () => {
  test('lists the slides in order with their pictures, sizes and order buttons; Save posts the new order', async () => {
    const { saved } = open(3);
    const user = userEvent.setup();
    const first = await screen.findByRole('img', { name: 'Slide 1: slide-1.jpg' });
    expect(first).toHaveAttribute(
      'src',
      `/api/controlPanel/loginPageSlides/${slide(1).id}/picture`,
    );
    expect(screen.getAllByText('1200 × 500 pixels, 78 KB')).toHaveLength(3);
    expect(screen.getByText('3 of 6 slides')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Move slide 3 up' }));
    expect(screen.getByRole('button', { name: 'Move slide 2 up' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remove slide 1' }));
    expect(fileNames()).toEqual(['Slide 1: slide-3.jpg', 'Slide 2: slide-2.jpg']);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect((saved[0] as { slides: { id: string }[] }).slides.map((s) => s.id)).toEqual([
      slide(3).id,
      slide(2).id,
    ]);
    expect(await screen.findByRole('status', { name: '' })).toBeInTheDocument();
    expect(rawKeys()).toEqual([]);
  });

  test('the first slide cannot go up nor the last down; the last slide cannot be saved away', async () => {
    const { saved } = open(1);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Move slide 1 up' }));
    expect(screen.getByText('Already at first row')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Remove slide 1' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The login page needs at least one slide.')).toBeVisible();
    expect(saved).toHaveLength(0);
  });

  test('Add slides uploads each picture in turn and adds it last, keeping unsaved changes', async () => {
    const { uploads } = open(2);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Move slide 2 up' }));
    await user.upload(screen.getByTestId('slide-file'), [
      picture('Courthouse.jpg'),
      picture('Lake.png', 'image/png'),
    ]);
    await waitFor(() => expect(uploads).toHaveLength(2));
    expect(uploads.map((u) => [u.fileName, u.type])).toEqual([
      ['Courthouse.jpg', 'image/jpeg'],
      ['Lake.png', 'image/png'],
    ]);
    await waitFor(() =>
      expect(fileNames()).toEqual([
        'Slide 1: slide-2.jpg',
        'Slide 2: slide-1.jpg',
        'Slide 3: Courthouse.jpg',
        'Slide 4: Lake.png',
      ]),
    );
    expect(screen.getByText('Lake.png was added as the last slide.')).toBeVisible();
  });

  test('a refused picture says why under its name; a file too large or not a picture is not sent', async () => {
    const { uploads } = open(2, () => ({
      status: 400,
      message: 'The picture is 300 × 200 pixels; a slide needs at least 600 × 250.',
      content: null,
    }));
    const user = userEvent.setup({ applyAccept: false });
    await screen.findByRole('img', { name: 'Slide 1: slide-1.jpg' });
    const huge = picture('Huge.jpg');
    Object.defineProperty(huge, 'size', { value: 16 * 1024 * 1024 });
    await user.upload(screen.getByTestId('slide-file'), [
      picture('Small.png', 'image/png'),
      huge,
      picture('Notes.pdf', 'application/pdf'),
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Small.png: The picture is 300 × 200 pixels; a slide needs at least 600 × 250.',
    );
    expect(alert).toHaveTextContent('Huge.jpg: The picture is larger than 15 MB.');
    expect(alert).toHaveTextContent('Notes.pdf: This file is not a JPEG, PNG or WebP picture.');
    expect(uploads.map((u) => u.fileName)).toEqual(['Small.png']);
    // The screen says it; no error dialog on top.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fileNames()).toHaveLength(2);
  });

  test('at six slides Add slides says the limit instead of opening the file chooser', async () => {
    open(6);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add slides' }));
    expect(screen.getByText("There's a limit of 6 slides.")).toBeVisible();
  });

  test('in Japanese, the screen and its rules speak Japanese', async () => {
    open(2);
    await screen.findByRole('img', { name: 'Slide 1: slide-1.jpg' });
    await act(() => setPortalLanguage('JAPANESE'));
    await waitFor(() => expect(screen.queryByText('2 of 6 slides')).toBeNull());
    expect(rawKeys()).toEqual([]);
  });
});
