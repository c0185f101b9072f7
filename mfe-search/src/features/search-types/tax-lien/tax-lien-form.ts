import { TAX_LIEN_METHODS } from '@lrp/contract';
import { date, documentType, text, when, type FormSpec } from '../../search-form/form-spec';

const method = (code: string) => when.value('searchByTaxLienMethod', code);

/** Tax Lien Search: Search By (Taxpayer Name by default) and only the chosen method's fields. */
export const taxLienForm: FormSpec = {
  type: 'searchByTaxLien',
  rows: [
    [{ kind: 'radio', name: 'searchByTaxLienMethod', codes: TAX_LIEN_METHODS }],
    [
      date('fromRecordedDate', { shown: method('DATERANGE'), required: true }),
      date('toRecordedDate', { shown: method('DATERANGE') }),
    ],
    [
      { ...documentType, shown: when.all(method('DOCUMENTNUMBER'), when.documentType) },
      text('documentNumber', 20, { shown: method('DOCUMENTNUMBER'), required: true }),
    ],
    [text('lienNumber', 30, { shown: method('LIENNUMBER'), required: true })],
    [
      text('taxpayerName', 100, { shown: method('TAXPAYER'), required: true }),
      text('taxpayerFirstName', 100, { shown: method('TAXPAYER') }),
      text('taxpayerMiddleInitial', 1, { shown: method('TAXPAYER') }),
    ],
  ],
};
