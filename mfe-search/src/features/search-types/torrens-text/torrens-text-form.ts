import { TORRENS_TEXT_SCOPES, torrensTextLabel, type TorrensTextScope } from '@lrp/contract';
import { text, type FormSpec } from '../../search-form/form-spec';

/** The label key of the text field for a scope: 'Document Number', 'Text or Document Number' or 'Text'. */
export const torrensTextLabelKey = (scope: TorrensTextScope) =>
  ({
    'Document Number': 'labels.torrensDocumentNumber',
    'Text or Document Number': 'labels.torrensTextOrNumber',
    Text: 'fields.text',
  })[torrensTextLabel(scope) as 'Document Number' | 'Text or Document Number' | 'Text'];

/** {Torrens} Text: the scope (All Sections by default) and the text, whose label follows the scope. */
export const torrensTextForm: FormSpec = {
  type: 'searchByTorrensText',
  rows: [
    [{ kind: 'radio', name: 'searchIn', codes: TORRENS_TEXT_SCOPES }],
    [
      text('text', 200, {
        label: ({ values }) => torrensTextLabelKey(values.searchIn as TorrensTextScope),
      }),
    ],
  ],
};
