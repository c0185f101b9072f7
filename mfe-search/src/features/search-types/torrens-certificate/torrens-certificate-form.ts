import { text, type FormSpec } from '../../search-form/form-spec';

/** {Torrens} Certificate: the certificate number (no form rules). */
export const torrensCertificateForm: FormSpec = {
  type: 'searchByTorrensCertificate',
  rows: [[text('certificateNumber', 20)]],
};
