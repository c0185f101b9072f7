import type { FormSpec } from '../../search-form/form-spec';

/** Plat Search: the plat type-ahead (number, name), Reset and Full List. */
export const platForm: FormSpec = {
  type: 'searchByPlat',
  rows: [[{ kind: 'plat', name: 'plat', required: true }]],
};
