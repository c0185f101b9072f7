import { Button, Group, Stack, todayUtc, useCountyStore, useTranslation } from '@lrp/shared';
import { apiFieldErrors } from '@lrp/shared/sections';
import { normalizeTaxLienCriteria, type SearchCriteria, type SearchTypeKey } from '@lrp/contract';
import { loadResultsPage } from '../results/results-page-loader';
import { useResultsSearch } from '../results/use-results-search';
import { SEARCH_FORMS } from '../search-types';
import { useCriteriaStore } from './criteria-store';
import type { FormContext } from './form-spec';
import { formDefaults } from './initial-criteria';
import { useCalendarWanted } from './search-date-field';
import { SearchField } from './search-field';
import { type Criteria, useSearchForm } from './use-search-form';

/**
 * A search form (spec 2 §2, §4) drawn from its type's fields: the contract's rules on Submit (the messages the
 * server uses), a second Submit while one runs ignored, the pay-per-search flow, Clear back to the defaults.
 * What it finds opens its result screen.
 */
export function SearchForm({
  type,
  title,
  initialValues,
}: {
  type: SearchTypeKey;
  title: string;
  initialValues: Criteria;
}) {
  const { t } = useTranslation('search');
  const config = useCountyStore((s) => s.config);
  const lists = useCountyStore((s) => s.lists);
  const remember = useCriteriaStore((s) => s.remember);
  const forget = useCriteriaStore((s) => s.forget);
  const form = useSearchForm(type, initialValues);
  const search = useResultsSearch();
  const wantCalendar = useCalendarWanted((s) => s.want);
  // Touching the form fetches what it will need, not the page's first load: the calendar and the result screens
  // (their code is there before the answer, which then draws in the same render).
  const prepare = () => {
    wantCalendar();
    void loadResultsPage().catch(() => undefined);
  };
  const ctx: FormContext = { config, lists, values: form.values };

  const send = (criteria: Criteria) =>
    search.run(
      { type, criteria },
      {
        onFieldErrors: (error) => {
          const fieldErrors = apiFieldErrors(error);
          if (fieldErrors) form.setErrors(fieldErrors);
          return fieldErrors !== null;
        },
      },
    );

  const submit = form.onSubmit((values) => {
    if (search.pending) return;
    let criteria = values;
    if (type === 'searchByTaxLien') {
      // Spec 2 §4: the fields of the other methods are reset once the chosen method's fields are valid.
      criteria = normalizeTaxLienCriteria(values as SearchCriteria<'searchByTaxLien'>, todayUtc());
      form.setValues(criteria);
    }
    remember(type, criteria);
    send(criteria);
  });

  // Clear puts the form and its stored criteria back to the defaults together (spec 2 §4, §9): on the tax lien
  // form the search method (Taxpayer Name) with its fields, so the form shows what it would open with.
  const clear = () => {
    form.setValues(formDefaults(type, config, todayUtc()));
    form.clearErrors();
    forget(type);
  };

  return (
    <form
      onSubmit={submit}
      onReset={clear}
      noValidate
      aria-label={title}
      onFocusCapture={prepare}
      onPointerEnter={prepare}
    >
      <Stack gap="sm">
        {SEARCH_FORMS[type].rows.map((row, r) => {
          const shown = row.filter((field) => !field.shown || field.shown(ctx));
          if (shown.length === 0) return null;
          return (
            <Group key={r} grow align="flex-start" gap="sm" wrap="wrap">
              {shown.map((field) => (
                <SearchField
                  key={`${field.kind}-${field.name}`}
                  field={field}
                  form={form}
                  ctx={ctx}
                />
              ))}
            </Group>
          );
        })}
        <Group gap="sm" mt="sm">
          <Button type="submit" loading={search.pending}>
            {t('form.submit')}
          </Button>
          <Button type="reset" variant="default">
            {t('form.clear')}
          </Button>
        </Group>
      </Stack>
      {search.dialogs}
    </form>
  );
}
