import { registerLocales } from '@lrp/shared';
import { makeUser, mockApi, renderWithPortal, type FetchRecorder } from '@lrp/shared/test';
import adminEn from '../../locales/en.json';
import adminJa from '../../locales/ja.json';
import ControlPanelSection from '../control-panel/control-panel-section';

// English at once, Japanese when chosen (as the module registers them).
registerLocales('admin', adminEn, (tag) => Promise.resolve(tag === 'ja' ? adminJa : adminEn));

let api: FetchRecorder | undefined;
afterEach(() => api?.restore());

/**
 * Opens /controlPanel/{path} as county staff (or `role`) with the group stored; answers the bodies posted to it. `more` are
 * the screen's other calls.
 */
export function openSettings(
  path: string,
  group: string,
  stored: object,
  more: Parameters<typeof mockApi>[0] = {},
  role: 'COUNTY' | 'TRIMIN' = 'COUNTY',
) {
  const saved: unknown[] = [];
  api = mockApi({
    ...more,
    [`GET controlPanel/countyConfig/${group}`]: stored,
    [`POST controlPanel/countyConfig/${group}`]: (body: unknown) => {
      saved.push(body);
      return { message: 'Settings updated.', content: body };
    },
  });
  renderWithPortal(<ControlPanelSection />, {
    user: makeUser({ role }),
    route: `/controlPanel/${path}`,
    path: '/controlPanel/*',
  });
  return saved;
}

/** Texts on the page that look like i18n keys (a.b.c) rather than words. */
export function rawKeys(): string[] {
  return (
    (document.body.textContent ?? '').match(/\b[a-z][A-Za-z0-9]+(\.[a-z][A-Za-z0-9]+)+\b/g) ?? []
  );
}
