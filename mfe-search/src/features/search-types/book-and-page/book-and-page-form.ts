import { text, when, type FormSpec } from '../../search-form/form-spec';

/** Search by Book and Page: the book (labelled with the county's book label), page, and book type when enabled. */
export const bookAndPageForm: FormSpec = {
  type: 'searchByBookAndPage',
  rows: [
    [text('book', 20, { required: true }), text('page', 20)],
    [{ kind: 'select', name: 'bookType', list: 'bookTypes', blank: true, shown: when.bookType }],
  ],
};
