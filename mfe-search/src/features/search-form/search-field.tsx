import { NativeSelect, TextInput, useCountyStore, useTranslation } from '@lrp/shared';
import { DateField } from '@lrp/shared/dates';
import { ALL_CODE } from '@lrp/shared/search';
import { Checkbox, Radio } from '@lrp/shared/widgets';
import type { FieldSpec, FormContext } from './form-spec';
import type { SearchFormApi } from './use-search-form';
import { PlatField } from '../plat/plat-field';

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
        <DateField
          id={id}
          label={label}
          withAsterisk={field.required}
          value={String(input.value ?? '')}
          onChange={input.onChange}
          error={input.error}
        />
      );
    case 'checkbox':
      return (
        <Checkbox
          id={id}
          label={label}
          mt="md"
          {...form.getInputProps(field.name, { type: 'checkbox' })}
        />
      );
    case 'radio':
      return (
        <Radio.Group label={label} {...input}>
          <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap', marginTop: 6 }}>
            {field.codes.map((code) => (
              <Radio key={code} value={code} label={t(`values.${field.name}.${code}`)} />
            ))}
          </div>
        </Radio.Group>
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
