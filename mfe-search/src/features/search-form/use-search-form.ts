import { useForm } from '@lrp/shared';
import { zodFormValidator } from '@lrp/shared/forms';
import { searchCriteriaSchema, type SearchTypeKey } from '@lrp/contract';
import { useMemo } from 'react';

export type Criteria = Record<string, unknown>;

/**
 * A search form's state: the criteria of its type, validated with the contract's schema (the server's own).
 * Editing any field clears all the form's errors, not only that field's (spec 2 §4).
 */
export function useSearchForm(type: SearchTypeKey, initialValues: Criteria) {
  const validate = useMemo(() => zodFormValidator(searchCriteriaSchema(type)), [type]);
  const form = useForm<Criteria>({
    mode: 'controlled',
    initialValues,
    validate,
    onValuesChange: () => {
      if (Object.keys(form.errors).length > 0) form.clearErrors();
    },
  });
  return Object.assign(form, { type });
}
export type SearchFormApi = ReturnType<typeof useSearchForm>;
