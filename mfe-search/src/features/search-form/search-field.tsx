import { Group, NativeSelect, Text, TextInput, useCountyStore, useTranslation } from '@lrp/shared';
import { ALL_CODE } from '@lrp/contract';
import type { FieldSpec, FormContext } from './form-spec';
import type { SearchFormApi } from './use-search-form';
import { PlatField } from '../plat/plat-field';
import { SearchDateField } from './search-date-field';

/** The label of a field: its own key, or `fields.<name>`, with the county's book and Torrens labels filled in. */
export function useFieldLabel() {
  const { t } = useTranslation('search');
  const common = useCountyStore((s) => s.config.common);
  return (field: FieldSpec, ctx: FormContext) =>
    t(field.label ? field.label(ctx) : `fields.${field.name}`, {
      book: common?.bookLabel ?? 'Book',
      torrens: common?.torrensLabel ?? 'Torrens',
    });
}

/** One field of a search form, bound to the form's value and error. */
export function SearchField({
  field,
  form,
  ctx,
}: {
  field: FieldSpec;
  form: SearchFormApi;
  ctx: FormContext;
}) {
  const { t } = useTranslation('search');
  const labelOf = useFieldLabel();
  const label = labelOf(field, ctx);
  const input = form.getInputProps(field.name);
  const id = `${form.type}-${field.name}`;
  switch (field.kind) {
    case 'text':
      return (
        <TextInput
          id={id}
          label={label}
          maxLength={field.maxLength}
          withAsterisk={field.required}
          {...input}
        />
      );
    case 'date':
      return (
        <SearchDateField
          id={id}
          label={label}
          withAsterisk={field.required}
          value={String(input.value ?? '')}
          onChange={(value) => form.setFieldValue(field.name, value)}
          error={input.error}
        />
      );
    case 'checkbox':
      // Native radios and checkboxes: the form page stays free of the widgets kit (the /search weight budget).
      return (
        <Text
          component="label"
          size="sm"
          mt="md"
          style={{ display: 'flex', gap: 8, alignItems: 'center' }}
        >
          <input
            id={id}
            type="checkbox"
            checked={input.value === true}
            onChange={(e) => form.setFieldValue(field.name, e.currentTarget.checked)}
          />
          {label}
        </Text>
      );
    case 'radio':
      return (
        <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Text component="legend" size="sm" fw={500} mb={6}>
            {label}
          </Text>
          <Group gap="md">
            {field.codes.map((code) => (
              <Text
                key={code}
                component="label"
                size="sm"
                style={{ display: 'flex', gap: 6, alignItems: 'center' }}
              >
                <input
                  type="radio"
                  name={id}
                  value={code}
                  checked={input.value === code}
                  onChange={() => form.setFieldValue(field.name, code)}
                />
                {t(`values.${field.name}.${code}`)}
              </Text>
            ))}
          </Group>
        </fieldset>
      );
    case 'select': {
      const items = field.list
        ? (ctx.lists[field.list] ?? []).map((c) => ({ value: c.code, label: c.description }))
        : (field.codes ?? []).map((code) => ({
            value: code,
            label: t(`values.${field.name}.${code}`),
          }));
      const data = [
        ...(field.withAll ? [{ value: ALL_CODE, label: t('values.all') }] : []),
        ...(field.blank && !items.some((i) => i.value === '') ? [{ value: '', label: '' }] : []),
        ...items,
      ];
      return (
        <NativeSelect id={id} label={label} withAsterisk={field.required} data={data} {...input} />
      );
    }
    case 'plat':
      return <PlatField form={form} label={label} />;
  }
}
