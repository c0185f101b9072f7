import { registerLocales } from '@lrp/shared';
import { makeUser, renderWithPortal } from '@lrp/shared/test';
import { screen } from '@testing-library/react';
import efileEn from '../../locales/en.json';
import EfilePage from './efile-page';

registerLocales('efile', efileEn);

describe('EfilePage', () => {
  test('says plainly that online submission is not built yet', async () => {
    renderWithPortal(<EfilePage />, { user: makeUser({ role: 'USER' }) });
    expect(await screen.findByRole('heading', { name: 'E File', level: 2 })).toBeVisible();
    const notice = screen.getByRole('note');
    expect(notice).toHaveTextContent('Not yet built');
    expect(notice).toHaveTextContent(
      'Online submission is not built yet in this version of the portal',
    );
  });
});
