import {
  balanceKeys,
  flushClientLog,
  queryClient,
  registerLocales,
  setPortalLanguage,
  useCountyStore,
  type CurrentUser,
  type PublicCountyConfig,
} from '@lrp/shared';
import {
  makeCountyConfig,
  makeUser,
  mockApi,
  renderWithPortal,
  type ApiRoutes,
  type FetchRecorder,
} from '@lrp/shared/test';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import efileEn from '../../locales/en.json';
import efileJa from '../../locales/ja.json';
import EfilePage from './efile-page';

registerLocales('efile', efileEn, async (tag) => (tag === 'ja' ? efileJa : undefined));

let api: FetchRecorder | undefined;
afterEach(async () => {
  api?.restore();
  api = undefined;
  await act(() => setPortalLanguage('ENGLISH'));
});

const STATES = [
  { code: 'MN', description: 'Minnesota' },
  { code: 'MP', description: 'Northern Mariana Islands' },
];
const PROFILE = {
  firstName: 'Erin',
  lastName: 'Escrow',
  company: '',
  address: '12 Main St',
  city: 'Saipan',
  state: 'MP',
  zip: '96950',
  email: 'erin@example.com',
  phoneFormatType: 'STANDARD',
  phone: '',
};
const IMAGE_ID = '0b8f8a52-5f0e-4c1b-9a55-3d2f7f6f1e11';
const PRICED = {
  imageId: IMAGE_ID,
  numberOfPages: 3,
  firstPageCharge: 10,
  additionalPagesCharge: 4,
  surcharge: 0,
  totalCharge: 14,
  paymentMethod: 'ESCROW',
};

function renderPage({
  routes = {},
  user = makeUser(),
  county = {},
}: {
  routes?: ApiRoutes;
  user?: CurrentUser;
  county?: Partial<PublicCountyConfig>;
} = {}) {
  api = mockApi({ 'GET currentUser/profile': PROFILE, ...routes });
  const config = makeCountyConfig();
  renderWithPortal(<EfilePage />, {
    user,
    county: {
      ...config,
      common: { ...config.common, stateCode: 'MN' },
      efile: {
        efile: true,
        efileCountyNote: 'Recording hours are 8 to 4.',
        acknowledgement: false,
        acknowledgementStatement: '',
      },
      ...county,
    },
    lists: { states: STATES },
  });
  useCountyStore.setState({
    productConfig: {
      COUNTY_DIRECTORY: 'demo',
      BROWSER_ROUTER_BASENAME: '/',
      SERVER_URL: '/api/',
      CARD_PAYMENT_PAGE_URL: '/api/cardGateway/hostedPage',
      CARD_SCRIPT_URL: '',
      PRODUCT_VERSION: '5.5.5',
    },
  });
  return api;
}

const pdf = (name = 'deed.pdf') =>
  new File(['%PDF-1.7\n1 0 obj'], name, { type: 'application/pdf' });
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const chooseFile = (file: File) => userEvent.upload(fileInput(), file);
const submit = () =>
  userEvent.click(screen.getByRole('button', { name: 'Upload and see the charges' }));
const form = () => screen.findByRole('form', { name: 'Document for recording' });
const imageCalls = () => api!.calls.filter((c) => c.path === 'efile/image');
const cardMessage = (data: unknown) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { origin: window.location.origin, data }));
  });

/** No text, name or placeholder on the page is an untranslated key of the e-file texts. */
function expectNoRawKeys() {
  const raw = /\b(form|types|methods|upload|confirm|card|statuses|submissions|review)\.[A-Za-z]/;
  expect(document.body.textContent).not.toMatch(raw);
  document.querySelectorAll('[aria-label],[placeholder],[title]').forEach((el) => {
    expect(el.getAttribute('aria-label') ?? '').not.toMatch(raw);
    expect(el.getAttribute('placeholder') ?? '').not.toMatch(raw);
    expect(el.getAttribute('title') ?? '').not.toMatch(raw);
  });
}

describe('EfilePage: the form', () => {
  test("shows the introduction and the county's note, and fills in the submitter from the profile", async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'E File', level: 2 })).toBeVisible();
    expect(screen.getByText('Recording hours are 8 to 4.')).toBeVisible();
    expect(screen.queryByText(/Not yet built/)).toBeNull();
    await form();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Erin Escrow');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('erin@example.com');
    expect(screen.getByLabelText(/^Address 1/)).toHaveValue('12 Main St');
    expect(screen.getByLabelText(/^City/)).toHaveValue('Saipan');
    expect(screen.getByLabelText(/^Zip/)).toHaveValue('96950');
    expect(screen.getByRole('combobox', { name: /^Document type/ })).toHaveValue('Land Record');
    expect(screen.getByText('Black and white 300 DPI is recommended.')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Review the e-filed submissions' })).toBeNull();
  });

  test("asks for every required field; the state starts as the county's", async () => {
    renderPage({
      routes: { 'GET currentUser/profile': () => ({ status: 500, message: 'Down.' }) },
    });
    await form();
    // Without the profile, only the signed-in name is known.
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Erin Escrow');
    expect(screen.getByRole('combobox', { name: /^State/ })).toHaveValue('Minnesota (MN)');
    await userEvent.clear(screen.getByLabelText(/^Name/));
    await submit();
    expect(await screen.findByText('Choose a PDF or TIF file.')).toBeVisible();
    for (const label of [/^Name/, /^Email/, /^Address 1/, /^City/, /^Zip/])
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription('Required.');
    expect(screen.getByLabelText(/^Address 2/)).not.toHaveAccessibleDescription('Required.');
    expect(imageCalls()).toHaveLength(0);
    // The profile's failure went to the browser's log, which sends in batches two seconds later: sent now, to
    // this test's server, not into a later test's calls.
    flushClientLog();
    await waitFor(() => expect(api!.calls.map((c) => c.path)).toContain('logging/client'));
  });

  test('refuses a file that is not a PDF or TIFF by its content, whatever its name', async () => {
    renderPage();
    await form();
    await chooseFile(
      new File(['MZ\u0090\u0000 a program'], 'deed.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('Invalid file format; PDF or TIF only.')).toBeVisible();
    await submit();
    expect(await screen.findByText('Invalid file format; PDF or TIF only.')).toBeVisible();
    expect(imageCalls()).toHaveLength(0);
  });

  test('refuses a document over 25,000,000 bytes before uploading it', async () => {
    renderPage();
    await form();
    const big = pdf();
    Object.defineProperty(big, 'size', { value: 25_000_001 });
    await chooseFile(big);
    await submit();
    expect(await screen.findByText('Document exceeds the max size of 25MB.')).toBeVisible();
    expect(imageCalls()).toHaveLength(0);
  });

  test("asks for the acknowledgement when the county requires it, with the county's statement", async () => {
    renderPage({
      routes: { 'POST efile/image': PRICED },
      county: {
        efile: {
          efile: true,
          efileCountyNote: '',
          acknowledgement: true,
          acknowledgementStatement: 'I am authorized to record this document.',
        },
      },
    });
    await form();
    expect(screen.getByText('I am authorized to record this document.')).toBeVisible();
    const box = screen.getByRole('checkbox', {
      name: 'I have read the statement above and acknowledge it.',
    });
    expect(box).toHaveAccessibleDescription(/I am authorized to record this document\./);
    await chooseFile(pdf());
    await submit();
    expect(
      await screen.findByText('Please read and select the checkbox to acknowledge.'),
    ).toBeVisible();
    expect(imageCalls()).toHaveLength(0);
    await userEvent.click(box);
    await submit();
    await screen.findByRole('dialog', { name: 'E-file charges' });
    expect(imageCalls()[0].body).toMatchObject({ json: { acknowledged: true } });
  });
});

describe('EfilePage: pricing, paying and submitting', () => {
  test('escrow: upload with progress, the charges, No charges nothing, Yes submits; the form clears', async () => {
    let submitted: unknown = null;
    renderPage({
      routes: {
        'POST efile/image': PRICED,
        'POST efile/submission': (body: unknown) => {
          submitted = body;
          return { content: { transactionNumber: '2026-000123', usageBalance: '$236.00' } };
        },
      },
    });
    await form();
    await userEvent.click(screen.getByRole('combobox', { name: /^Document type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Map' }));
    await userEvent.type(screen.getByLabelText(/^Address 2/), 'Suite 4');
    await chooseFile(pdf());
    await submit();
    // The bar shows while the file goes (the fake upload is over in one step, so it is gone again at once).
    expect(await screen.findByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'aria-valuemax',
      '100',
    );

    const dialog = await screen.findByRole('dialog', { name: 'E-file charges' });
    const charges = within(dialog).getByRole('table', { name: 'Charges for this document' });
    expect(charges).toHaveTextContent('Pages3');
    expect(charges).toHaveTextContent('First page$10.00');
    expect(charges).toHaveTextContent('Additional pages$4.00');
    expect(charges).toHaveTextContent('Total$14.00');
    expect(charges).toHaveTextContent('Payment methodEscrow');
    expect(charges).not.toHaveTextContent('surcharge');
    expect(imageCalls()[0].body).toEqual({
      file: { fileName: 'deed.pdf', type: 'application/pdf', size: 16 },
      json: {
        efileType: 'MAP',
        name: 'Erin Escrow',
        email: 'erin@example.com',
        address1: '12 Main St',
        address2: 'Suite 4',
        city: 'Saipan',
        state: 'MP',
        zip: '96950',
        acknowledged: false,
      },
    });

    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'E-file charges' })).toBeNull(),
    );
    expect(api!.calls.map((c) => c.path)).not.toContain('efile/submission');

    await submit();
    const again = await screen.findByRole('dialog', { name: 'E-file charges' });
    await userEvent.click(within(again).getByRole('button', { name: 'Yes' }));
    const alert = await screen.findByRole('dialog', { name: 'Notice' });
    expect(alert).toHaveTextContent(
      'Transaction 2026-000123 was successfully submitted.  Check your email for a confirmation.',
      { normalizeWhitespace: false },
    );
    expect(submitted).toEqual({
      efileType: 'MAP',
      name: 'Erin Escrow',
      email: 'erin@example.com',
      address1: '12 Main St',
      address2: 'Suite 4',
      city: 'Saipan',
      state: 'MP',
      zip: '96950',
      acknowledged: false,
      ...PRICED,
      paymentTransactionId: 0,
    });
    expect(api!.calls.map((c) => c.path)).not.toContain('creditcard/efileCapture');
    // The form starts again: no file, the type back to Land Record, the submitter's own details.
    expect(screen.getByText('Choose a file')).toBeVisible();
    expect(fileInput().files).toHaveLength(0);
    expect(screen.getByRole('combobox', { name: /^Document type/ })).toHaveValue('Land Record');
    expect(screen.getByLabelText(/^Address 2/)).toHaveValue('');
    expect(queryClient.getQueryData(balanceKeys.usageBalance(7))).toBe('$236.00');
  });

  test('credit card: the token, the card window, its response reported, then the submission', async () => {
    let captured: unknown = null;
    let reported: unknown = null;
    let submitted: { paymentTransactionId?: number } = {};
    renderPage({
      user: makeUser({ username: 'card.user', paymentMethod: 'CREDIT_CARD', usageBalance: null }),
      routes: {
        'POST efile/image': {
          ...PRICED,
          surcharge: 0.35,
          totalCharge: 14.35,
          paymentMethod: 'CREDIT_CARD',
        },
        'POST creditcard/efileCapture': (body: unknown) => {
          captured = body;
          return { content: { tokenResults: { token: 'tok-1' } } };
        },
        'POST creditcard/efileAuthAndCaptureResponse': (body: unknown) => {
          reported = body;
          return { content: { paymentTransactionId: 55 } };
        },
        'POST efile/submission': (body: unknown) => {
          submitted = body as typeof submitted;
          return { content: { transactionNumber: '2026-000124', usageBalance: null } };
        },
      },
    });
    await form();
    await chooseFile(pdf('plat.tif'));
    await submit();
    const dialog = await screen.findByRole('dialog', { name: 'E-file charges' });
    expect(dialog).toHaveTextContent('Credit card surcharge$0.35');
    expect(dialog).toHaveTextContent('Submit this document and pay $14.35 by credit card?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(captured).toEqual({ imageId: IMAGE_ID, amount: 14.35 });

    const card = await screen.findByRole('dialog', { name: 'E-file - Credit Card Payment' });
    expect(within(card).getByTitle('E-file - Credit Card Payment')).toBeInTheDocument();
    // What the card page says that the portal does not know is ignored.
    await cardMessage({ source: 'lrp-card-gateway', type: 'somethingElse' });
    await cardMessage('hello');
    expect(screen.getByRole('dialog', { name: 'E-file - Credit Card Payment' })).toBeVisible();
    expect(api!.calls.map((c) => c.path)).not.toContain('creditcard/efileAuthAndCaptureResponse');

    const response = {
      transactionId: 'T-9',
      token: 'tok-1',
      approved: true,
      message: 'APPROVED',
      amount: 14.35,
      cardLast4: '1111',
    };
    await cardMessage({ source: 'lrp-card-gateway', type: 'transactionResponse', response });
    expect(await screen.findByRole('dialog', { name: 'Notice' })).toHaveTextContent(
      'Transaction 2026-000124 was successfully submitted.  Check your email for a confirmation.',
      { normalizeWhitespace: false },
    );
    expect(reported).toEqual(response);
    expect(submitted.paymentTransactionId).toBe(55);
    expect(api!.calls.map((c) => c.path)).toEqual([
      'currentUser/profile',
      'efile/image',
      'creditcard/efileCapture',
      'creditcard/efileAuthAndCaptureResponse',
      'efile/submission',
    ]);
  });

  test('a second click while a call runs is ignored: one upload, one submission', async () => {
    renderPage({
      routes: {
        'POST efile/image': PRICED,
        'POST efile/submission': { transactionNumber: '2026-000125', usageBalance: '$222.00' },
      },
    });
    await form();
    await chooseFile(pdf());
    await userEvent.dblClick(screen.getByRole('button', { name: 'Upload and see the charges' }));
    const dialog = await screen.findByRole('dialog', { name: 'E-file charges' });
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Yes' }));
    await screen.findByRole('dialog', { name: 'Notice' });
    expect(api!.calls.map((c) => c.path)).toEqual([
      'currentUser/profile',
      'efile/image',
      'efile/submission',
    ]);
  });

  test("a declined card: the server's message in an alert, and nothing submitted", async () => {
    renderPage({
      routes: {
        'POST efile/image': { ...PRICED, paymentMethod: 'CREDIT_CARD' },
        'POST creditcard/efileCapture': { tokenResults: { token: 'tok-2' } },
        'POST creditcard/efileAuthAndCaptureResponse': () => ({
          status: 402,
          message: 'The card payment was declined.',
        }),
      },
    });
    await form();
    await chooseFile(pdf());
    await submit();
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'E-file charges' })).getByRole('button', {
        name: 'Yes',
      }),
    );
    await screen.findByRole('dialog', { name: 'E-file - Credit Card Payment' });
    await cardMessage({
      source: 'lrp-card-gateway',
      type: 'transactionResponse',
      response: {
        transactionId: 'T-10',
        token: 'tok-2',
        approved: false,
        message: 'DECLINED',
        amount: 14,
        cardLast4: '0002',
      },
    });
    expect(await screen.findByRole('dialog', { name: 'Warning' })).toHaveTextContent(
      'ERROR: The card payment was declined.',
    );
    expect(api!.calls.map((c) => c.path)).not.toContain('efile/submission');
    expect(screen.queryByRole('dialog', { name: 'E-file - Credit Card Payment' })).toBeNull();
  });

  test("the server's refusal of the upload is shown in an alert, in the user's words", async () => {
    renderPage({
      routes: {
        'POST efile/image': () => ({
          status: 400,
          code: 'efile.encrypted',
          message:
            'The PDF is protected by a password or encryption. Save it without protection and retry.',
        }),
      },
    });
    await form();
    await chooseFile(pdf());
    await submit();
    expect(await screen.findByRole('dialog', { name: 'Warning' })).toHaveTextContent(
      'ERROR: The PDF is protected by a password or encryption. Save it without protection and retry.',
    );
    expect(screen.queryByRole('dialog', { name: 'E-file charges' })).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('button', { name: 'Upload and see the charges' })).toBeEnabled();
  });
});

describe('EfilePage: staff and languages', () => {
  test('county staff find the link to the submissions', async () => {
    renderPage({ user: makeUser({ role: 'COUNTY', username: 'county.clerk' }) });
    expect(
      await screen.findByRole('link', { name: 'Review the e-filed submissions' }),
    ).toHaveAttribute('href', '/efile/submissions');
  });

  test('in Japanese: the form and the charges translated, no raw keys', async () => {
    renderPage({ routes: { 'POST efile/image': PRICED } });
    await form();
    await act(() => setPortalLanguage('JAPANESE'));
    expect(await screen.findByRole('heading', { name: '電子申請', level: 2 })).toBeVisible();
    expect(screen.getByRole('combobox', { name: /^文書の種類/ })).toHaveValue('土地記録');
    await userEvent.click(screen.getByRole('button', { name: 'アップロードして料金を確認' }));
    expect(await screen.findByText('PDF または TIF ファイルを選択してください。')).toBeVisible();
    await chooseFile(pdf());
    await userEvent.click(screen.getByRole('button', { name: 'アップロードして料金を確認' }));
    const dialog = await screen.findByRole('dialog', { name: '電子申請の料金' });
    expect(dialog).toHaveTextContent('支払方法エスクロー');
    expectNoRawKeys();
  });
});
