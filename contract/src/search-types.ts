/**
 * The 15 search types (spec 2 §2, spec 3 "Search 1"). `key` is the route segment and the API path,
 * `setting` the suffix of the county's Search 1 flag, `special` puts it in the Special Searches group.
 */
export const SEARCH_TYPES = [
  { key: 'searchByAddress', setting: 'Address', label: 'Address', special: false, torrens: false },
  {
    key: 'searchByBookAndPage',
    setting: 'BookAndPage',
    label: '{{book}} & Page',
    special: false,
    torrens: false,
  },
  { key: 'searchByDate', setting: 'Date', label: 'Date', special: false, torrens: false },
  {
    key: 'searchByDocumentNumber',
    setting: 'DocumentNumber',
    label: 'Document Number',
    special: false,
    torrens: false,
  },
  {
    key: 'searchByLegalDescription',
    setting: 'LegalDescription',
    label: 'Legal Description',
    special: false,
    torrens: false,
  },
  { key: 'searchByName', setting: 'Name', label: 'Name', special: false, torrens: false },
  {
    key: 'searchByParcelId',
    setting: 'ParcelId',
    label: 'Parcel ID',
    special: false,
    torrens: false,
  },
  {
    key: 'searchByTorrensCertificate',
    setting: 'TorrensCertificate',
    label: '{{torrens}} Certificate',
    special: false,
    torrens: true,
  },
  {
    key: 'searchByTorrensText',
    setting: 'TorrensText',
    label: '{{torrens}} Text',
    special: false,
    torrens: true,
  },
  {
    key: 'searchByTractIndexNMI',
    setting: 'TractIndexNMI',
    label: 'Tract Index (NMI)',
    special: false,
    torrens: false,
  },
  {
    key: 'searchByGrantorGranteeBook',
    setting: 'GrantorGranteeBook',
    label: 'Grantor Grantee Book',
    special: true,
    torrens: false,
  },
  { key: 'searchByPlat', setting: 'Plat', label: 'Plat', special: true, torrens: false },
  { key: 'searchByTaxLien', setting: 'TaxLien', label: 'Tax Lien', special: true, torrens: false },
  {
    key: 'searchByTractBookId',
    setting: 'TractBookId',
    label: 'Tract Book ID',
    special: true,
    torrens: false,
  },
  {
    key: 'searchByTractBookLegal',
    setting: 'TractBookLegal',
    label: 'Tract Book Legal',
    special: true,
    torrens: false,
  },
] as const;

export type SearchTypeKey = (typeof SEARCH_TYPES)[number]['key'];
export const SEARCH_TYPE_KEYS = SEARCH_TYPES.map((t) => t.key) as [
  SearchTypeKey,
  ...SearchTypeKey[],
];
