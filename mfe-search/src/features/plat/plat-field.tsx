import {
  Button,
  Group,
  NativeSelect,
  Stack,
  Text,
  TextInput,
  translateMessage,
  useCountyStore,
  useTranslation,
} from '@lrp/shared';
import { matchingPlats, type Plat, platsFromLists, SEARCH_MESSAGES } from '@lrp/contract';
import { lazy, Suspense, useMemo, useState } from 'react';
import type { SearchFormApi } from '../search-form/use-search-form';

const PlatPicker = lazy(() => import('./plat-picker'));

/** The plats of the county's lists (plat numbers and names keyed by the plat's code). */
export function useCountyPlats(): Plat[] {
  const numbers = useCountyStore((s) => s.lists.platNumbers);
  const names = useCountyStore((s) => s.lists.platNames);
  return useMemo(() => platsFromLists(numbers ?? [], names ?? []), [numbers, names]);
}

/**
 * The plat type-ahead (spec 2 §4): typing in Plat Number or Plat Name from 2 characters lists the plats starting
 * with the text (case ignored). No match: 'No matching plat found.'; one match selects it (both fields filled,
 * typing ignored until Reset); several: a list whose first item reads '(Click here to select a plat)'. Reset
 * clears the plat; Full List opens the picker. The form's `plat` holds the chosen plat's code.
 */
export function PlatField({ form, label }: { form: SearchFormApi; label: string }) {
  const { t } = useTranslation('search');
  const plats = useCountyPlats();
  const [typedIn, setTypedIn] = useState<'number' | 'name'>('number');
  const [pickerOpen, setPickerOpen] = useState(false);
  const values = form.values as { plat: string; platNumber: string; platName: string };
  const selected = values.plat !== '';
  const matches = selected
    ? null
    : matchingPlats(plats, typedIn === 'number' ? values.platNumber : values.platName, typedIn);

  const select = (plat: Plat) => {
    form.setValues({ plat: plat.code, platNumber: plat.number, platName: plat.name });
    form.clearFieldError('plat');
  };
  const type = (by: 'number' | 'name', text: string) => {
    if (selected) return;
    setTypedIn(by);
    const found = matchingPlats(plats, text, by);
    if (found?.length === 1) select(found[0]);
    else form.setFieldValue(by === 'number' ? 'platNumber' : 'platName', text);
  };
  const reset = () => {
    form.setValues({ plat: '', platNumber: '', platName: '' });
    setTypedIn('number');
  };
  const noMatch =
    matches !== null && matches.length === 0
      ? translateMessage(SEARCH_MESSAGES.noMatchingPlat)
      : null;
  const platError = form.errors.plat ? String(form.errors.plat) : null;
  const id = `${form.type}-plat`;

  return (
    <Stack gap={6} w="100%">
      <Text size="sm" fw={500} component="div" id={`${id}-group`}>
        {label}
      </Text>
      <Group align="flex-start" gap="sm" role="group" aria-labelledby={`${id}-group`}>
        <TextInput
          id={`${id}-number`}
          label={t('fields.platNumber')}
          withAsterisk
          value={values.platNumber}
          readOnly={selected}
          onChange={(e) => type('number', e.currentTarget.value)}
          error={typedIn === 'number' ? (noMatch ?? platError) : platError}
          autoComplete="off"
        />
        <TextInput
          id={`${id}-name`}
          label={t('fields.platName')}
          value={values.platName}
          readOnly={selected}
          onChange={(e) => type('name', e.currentTarget.value)}
          error={typedIn === 'name' ? noMatch : null}
          autoComplete="off"
          style={{ flex: 1, minWidth: 220 }}
        />
        <Group gap="xs" mt={25}>
          <Button variant="default" onClick={reset}>
            {t('plat.reset')}
          </Button>
          <Button variant="default" onClick={() => setPickerOpen(true)}>
            {t('plat.fullList')}
          </Button>
        </Group>
      </Group>
      {matches && matches.length > 1 && (
        <NativeSelect
          id={`${id}-matches`}
          label={t('plat.matches', { count: matches.length })}
          value=""
          onChange={(e) => {
            const plat = matches.find((p) => p.code === e.currentTarget.value);
            if (plat) select(plat);
          }}
          data={[
            { value: '', label: translateMessage(SEARCH_MESSAGES.platPickerPrompt) },
            ...matches.map((p) => ({ value: p.code, label: `${p.number} - ${p.name}` })),
          ]}
        />
      )}
      {pickerOpen && (
        <Suspense fallback={null}>
          <PlatPicker
            plats={plats}
            onClose={() => setPickerOpen(false)}
            onSelect={(plat) => {
              select(plat);
              setPickerOpen(false);
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}
