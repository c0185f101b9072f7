import { registerLocales } from '@lrp/shared';
import { makeUser, mockApi, renderWithPortal, type FetchRecorder } from '@lrp/shared/test';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import adminEn from '../../locales/en.json';
import { AccountTasksPage } from './account-tasks-page';

registerLocales('admin', adminEn);
let api: FetchRecorder;
afterEach(() => api?.restore());

const clerk = makeUser({ role: 'COUNTY', username: 'county.clerk', accountId: null });
const tasks = {
  id: 2,
  accountType: 'FLAT_FEE',
  lastBilled: '2027-02-15T19:30:00.000Z',
  lastImageRenewal: '2027-02-15T19:30:00.000Z',
  lastTasks: '2027-03-15T18:30:00.000Z',
  needsBilling: true,
  needsImageRenewal: true,
};
const failure = {
  at: '2027-03-15T18:30:00.000Z',
  fee: 100,
  balance: 75,
  reason: 'ESCROW_SHORT',
  imagesNotRenewed: true,
};

const render = (shown: Record<string, unknown>, afterRun: Record<string, unknown>) => {
  api = mockApi({
    'GET controlPanel/accountTasks/2': shown,
    'POST controlPanel/runAccountTasks': () => ({
      message: 'Account tasks completed.',
      content: afterRun,
    }),
  });
  renderWithPortal(<AccountTasksPage />, {
    user: clerk,
    route: '/controlPanel/accountTasks/2/North Star Abstract',
    path: '/controlPanel/accountTasks/:id/:name',
  });
};

describe('account tasks: the last fee a billing could not collect', () => {
  it('shows when, how much and why, and that the images were not renewed, until a billing succeeds', async () => {
    render(
      { ...tasks, lastBillingFailure: failure },
      {
        ...tasks,
        lastBilled: '2027-03-16T15:00:00.000Z',
        needsBilling: false,
        needsImageRenewal: false,
        lastBillingFailure: null,
      },
    );
    const notice = await screen.findByRole('note');
    expect(notice).toHaveTextContent('Billing could not collect the monthly fee');
    const at = new Date(failure.at).toLocaleString();
    expect(notice).toHaveTextContent(
      `On ${at} the monthly fee of $100.00 could not be charged: the escrow balance was $75.00.`,
    );
    expect(notice).toHaveTextContent("The account's images were not renewed for that month.");
    expect(notice).toHaveTextContent('This shows until a later billing succeeds.');

    await userEvent.click(screen.getByRole('button', { name: 'Run Account Tasks' }));
    await waitFor(() => expect(screen.queryByRole('note')).toBeNull());
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', path: 'controlPanel/runAccountTasks', body: { accountId: 2 } },
    ]);
  });

  it('says nothing of images when they were not due', async () => {
    render({ ...tasks, lastBillingFailure: { ...failure, imagesNotRenewed: false } }, tasks);
    const notice = await screen.findByRole('note');
    expect(notice).toHaveTextContent('the escrow balance was $75.00.');
    expect(notice).not.toHaveTextContent('not renewed');
  });

  it('shows nothing without a failure (nor from a server before contract 1.11, which sends none)', async () => {
    render(tasks, tasks);
    expect(await screen.findByRole('textbox', { name: 'Last Billed' })).toBeInTheDocument();
    expect(screen.queryByRole('note')).toBeNull();
  });
});
