import type { SearchTypeKey } from '@lrp/contract';
import type { FormSpec } from '../search-form/form-spec';
import { addressForm } from './address/address-form';
import { bookAndPageForm } from './book-and-page/book-and-page-form';
import { dateForm } from './date/date-form';
import { documentNumberForm } from './document-number/document-number-form';
import { grantorGranteeBookForm } from './grantor-grantee-book/grantor-grantee-book-form';
import { legalDescriptionForm } from './legal-description/legal-description-form';
import { nameForm } from './name/name-form';
import { parcelIdForm } from './parcel-id/parcel-id-form';
import { platForm } from './plat/plat-form';
import { taxLienForm } from './tax-lien/tax-lien-form';
import { torrensCertificateForm } from './torrens-certificate/torrens-certificate-form';
import { torrensTextForm } from './torrens-text/torrens-text-form';
import { tractBookIdForm } from './tract-book-id/tract-book-id-form';
import { tractBookLegalForm } from './tract-book-legal/tract-book-legal-form';
import { tractIndexNmiForm } from './tract-index-nmi/tract-index-nmi-form';

/** The 15 search forms (spec 2 §2), each described by its fields; the form engine renders them alike. */
export const SEARCH_FORMS: Record<SearchTypeKey, FormSpec> = {
  searchByAddress: addressForm,
  searchByBookAndPage: bookAndPageForm,
  searchByDate: dateForm,
  searchByDocumentNumber: documentNumberForm,
  searchByLegalDescription: legalDescriptionForm,
  searchByName: nameForm,
  searchByParcelId: parcelIdForm,
  searchByTorrensCertificate: torrensCertificateForm,
  searchByTorrensText: torrensTextForm,
  searchByTractIndexNMI: tractIndexNmiForm,
  searchByGrantorGranteeBook: grantorGranteeBookForm,
  searchByPlat: platForm,
  searchByTaxLien: taxLienForm,
  searchByTractBookId: tractBookIdForm,
  searchByTractBookLegal: tractBookLegalForm,
};
