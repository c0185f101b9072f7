import type { CurrentUser, PublicCountyConfig } from '@lrp/shared';
import { makeCountyConfig, makeUser, renderWithPortal } from '@lrp/shared/test';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../module';
import SearchSection from '../search-menu/search-section';

/** The county's lists the search forms read, as helper data answers them (test data). */
export const TEST_LISTS = {
  instrumentGroups: [
    { code: 'DEED', description: 'Deeds and Conveyances' },
    { code: 'MORT', description: 'Mortgages and Assignments' },
  ],
  documentTypes: [
    { code: 'ABSTRACT', description: 'Abstract' },
    { code: 'TORRENS', description: 'Torrens' },
  ],
  bookTypes: [{ code: 'D', description: 'Deeds' }],
  compassDirections: [
    { code: '', description: '' },
    { code: 'NE', description: 'NE' },
  ],
  municipalityCodes: [{ code: 'PR', description: 'Pine Ridge' }],
  otherLotCodes: [{ code: 'OL', description: 'Outlot' }],
  islands: [{ code: 'SPN', description: 'Saipan' }],
  platNumbers: [
    { code: '1007', description: '1007' },
    { code: '1008', description: '1008' },
    { code: '2001', description: '2001' },
  ],
  platNames: [
    { code: '1007', description: 'Pine Ridge First Addition' },
    { code: '1008', description: 'Pine Ridge Second Addition' },
    { code: '2001', description: 'Maple Ridge' },
  ],
};

/** The county of the tests with some groups changed. */
export function countyWith(
  change: (config: PublicCountyConfig) => void = () => undefined,
): PublicCountyConfig {
  const config = makeCountyConfig();
  change(config);
  return config;
}

/** Renders the search section at /search/... as a signed-in user. */
export function renderSearch(
  path: string,
  options: { county?: PublicCountyConfig; user?: CurrentUser; lists?: typeof TEST_LISTS } = {},
) {
  return renderWithPortal(<SearchSection />, {
    route: path,
    path: '/search/*',
    county: options.county ?? makeCountyConfig(),
    user: options.user ?? makeUser(),
    lists: options.lists ?? TEST_LISTS,
  });
}

/** Presses Submit and answers the form (the heading's form). */
export async function submit() {
  await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
}

/** The text of the error under a labelled field. */
export function errorOf(text: string | RegExp): string | null {
  const input = inputLabelled(text);
  const id = input
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((d) => d.endsWith('-error'));
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

/** A field's label exactly, with or without the required asterisk. */
export const label = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);

/** The input with this label (exactly). */
export const field = (text: string) => inputLabelled(label(text));

/** The one input or select with this label (links and groups of the same name aside). */
function inputLabelled(text: string | RegExp): HTMLElement {
  const inputs = screen.getAllByLabelText(text).filter(isField);
  if (inputs.length !== 1) throw new Error(`${inputs.length} inputs labelled ${String(text)}`);
  return inputs[0];
}

/** Whether an input or select with this label is shown. */
export const hasField = (text: string) => screen.queryAllByLabelText(label(text)).some(isField);

function isField(el: HTMLElement): boolean {
  return (
    ['INPUT', 'SELECT', 'TEXTAREA'].includes(el.tagName) &&
    !['radio', 'checkbox'].includes(el.getAttribute('type') ?? '')
  );
}
