import { DATE_MESSAGES, SEARCH_MESSAGES } from '@lrp/contract';
import { definePortalModule, registerLocales, registerMessages } from '@lrp/shared';
import { lazy } from 'react';
import en from './locales/en.json';

registerLocales('search', en, (tag) => import(`./locales/${tag}.json`).then((m) => m.default));
// The search rules' and date rules' messages (the forms' and the server's), shown in the user's language.
registerMessages({ search: SEARCH_MESSAGES, dates: DATE_MESSAGES });

const SearchSection = lazy(() => import('./features/search-menu/search-section'));
const ExternalSearchSection = lazy(
  () => import('./features/external-search/external-search-section'),
);

/** The search area (spec 2): the search menu, the 15 search forms, history, results and details; the direct lookups. */
export default definePortalModule({
  name: 'mfe-search',
  mounts: { '/search': SearchSection, '/externalsearch': ExternalSearchSection },
  build: __LRP_BUILD__,
});
