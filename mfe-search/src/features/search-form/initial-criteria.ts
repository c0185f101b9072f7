import type { PublicCountyConfig, CurrentUser } from '@lrp/shared';
import {
  criteriaFieldNames,
  defaultCriteria,
  type SearchOptions,
  type SearchTypeKey,
} from '@lrp/contract';
import type { Criteria } from './use-search-form';

const NO_OPTIONS: SearchOptions = {
  qqqq: false,
  qqq: false,
  baseline: false,
  municipality: false,
  meridian: false,
  mbOtherLot: false,
  sublot: false,
  useMunicipalityCodes: false,
  torrensUseFileNumber: false,
  displaySalePrice: false,
  displayMortgageAmount: false,
  mortgageAmountLabel: '',
  showNotableDates: false,
  useVerificationDate: false,
  abstractIndexBeginDate: '',
  abstractVerifiedDate: '',
  startDates: {
    searchByName: '',
    searchByParcelId: '',
    searchByLegalDescription: '',
    searchByGrantorGranteeBook: '',
    searchByTaxLien: '',
    searchByTractBookLegal: '',
  },
  taxLinkUrl: '',
  gisLinkUrl: '',
};

/** A form's defaults (spec 2 §9, also what Clear restores) with the county's date settings. */
export function formDefaults(
  type: SearchTypeKey,
  config: Partial<PublicCountyConfig>,
  today: Date,
): Criteria {
  return defaultCriteria(type, config.searchOptions ?? NO_OPTIONS, today) as Criteria;
}

/** Only the type's own fields, over its defaults (a history entry or a stored search may hold others). */
function overDefaults(type: SearchTypeKey, defaults: Criteria, values: Criteria): Criteria {
  const merged = { ...defaults };
  for (const name of criteriaFieldNames(type))
    if (name in values && values[name] !== null) merged[name] = values[name];
  return merged;
}

/**
 * A share link's criteria over the defaults: only the type's own fields, and only values of the kind the field
 * holds (a link is anyone's text: an object or a number where the form keeps text is left out).
 */
function sharedOverDefaults(type: SearchTypeKey, defaults: Criteria, shared: Criteria): Criteria {
  const fitting = Object.fromEntries(
    Object.entries(shared).filter(
      ([name, value]) =>
        ['string', 'number', 'boolean'].includes(typeof value) &&
        typeof value === typeof defaults[name],
    ),
  );
  return overDefaults(type, defaults, fitting);
}

/**
 * What a form opens with (spec 2 §2): the criteria of a share link (`shared`), else those of Recent Searches
 * entry `historyNumber` (1-based) when it is a search of this type, else the criteria the form last searched
 * with, else the defaults.
 */
export function initialCriteria(
  type: SearchTypeKey,
  options: {
    config: Partial<PublicCountyConfig>;
    user: CurrentUser | null;
    last: Criteria | undefined;
    historyNumber: number | null;
    today: Date;
    shared?: Criteria | null;
  },
): Criteria {
  const defaults = formDefaults(type, options.config, options.today);
  if (options.shared) return sharedOverDefaults(type, defaults, options.shared);
  const entry = options.historyNumber
    ? options.user?.searchHistoryList[options.historyNumber - 1]
    : undefined;
  if (entry && entry.type === type) {
    try {
      return overDefaults(type, defaults, JSON.parse(entry.criteriaJson) as Criteria);
    } catch {
      return defaults;
    }
  }
  return options.last ? overDefaults(type, defaults, options.last) : defaults;
}
