import { Select, TextInput } from '@mantine/core';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatInternationalPhone,
  formatStandardPhone,
  formatZip,
  type PhoneFormatType,
} from '@lrp/contract';
import { useCountyStore } from '../store/county-store';

interface FieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  required?: boolean;
  disabled?: boolean;
}

/** One empty list (a new one on every read would make the store's selector loop when the list did not load). */
const NO_STATES: { code: string; description: string }[] = [];

/** A state or territory, from the county's reference list of 2-letter codes. */
export function StateSelect({
  value,
  onChange,
  error,
  required,
  disabled,
  label,
}: FieldProps & { label: string }) {
  const states = useCountyStore((s) => s.lists.states ?? NO_STATES);
  return (
    <Select
      label={label}
      data={states.map((s) => ({ value: s.code, label: `${s.description} (${s.code})` }))}
      value={value || null}
      onChange={(v) => onChange(v ?? '')}
      error={error}
      required={required}
      disabled={disabled}
      searchable
      allowDeselect={false}
    />
  );
}

/** A 5-digit zip, reformatted as typed. */
export function ZipInput({
  value,
  onChange,
  error,
  required,
  disabled,
  label,
}: FieldProps & { label: string }) {
  return (
    <TextInput
      label={label}
      value={value}
      onChange={(e) => onChange(formatZip(e.currentTarget.value))}
      error={error}
      required={required}
      disabled={disabled}
      inputMode="numeric"
      autoComplete="postal-code"
      placeholder="55111"
    />
  );
}

/**
 * Phone Format (standard or international) and the phone, formatted as typed for the chosen format; the number
 * typed under the other format is kept while the form is open.
 */
export function PhoneFields({
  format,
  onFormatChange,
  phone,
  onPhoneChange,
  error,
  required,
  disabled,
}: {
  format: PhoneFormatType;
  onFormatChange: (format: PhoneFormatType) => void;
  phone: string;
  onPhoneChange: (phone: string) => void;
  error?: string | null;
  required?: boolean;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const standard = format === 'STANDARD';
  const kept = useRef<Partial<Record<PhoneFormatType, string>>>({});
  return (
    <>
      <Select
        label={t('person.phoneFormat')}
        data={[
          { value: 'STANDARD', label: '(XXX) XXX-XXXX' },
          { value: 'INTERNATIONAL', label: t('person.international') },
        ]}
        value={format}
        onChange={(v) => {
          const next = (v ?? 'STANDARD') as PhoneFormatType;
          if (next === format) return;
          // Each format keeps its own number (spec 1 §3): switching back brings back what was typed there.
          kept.current[format] = phone;
          onFormatChange(next);
          onPhoneChange(kept.current[next] ?? '');
        }}
        allowDeselect={false}
        disabled={disabled}
      />
      <TextInput
        label={standard ? t('person.phone') : t('person.internationalPhone')}
        description={standard ? undefined : t('person.internationalHint')}
        value={phone}
        onChange={(e) =>
          onPhoneChange(
            standard
              ? formatStandardPhone(e.currentTarget.value)
              : formatInternationalPhone(e.currentTarget.value),
          )
        }
        error={error}
        required={required}
        disabled={disabled}
        inputMode="tel"
        autoComplete="tel"
        placeholder={standard ? '(555) 010-2040' : '442079460000'}
      />
    </>
  );
}

/** A form (Mantine's useForm) holding an address: what AddressFields reads and writes. */
export interface AddressForm {
  values: { address: string; city: string; state: string; zip: string };
  errors: Partial<Record<string, ReactNode>>;
  getInputProps: (path: 'address' | 'city') => object;
  setFieldValue: (path: 'state' | 'zip', value: string) => void;
}

/**
 * Address, City, State and Zip, bound to a form. `own`: the person fills in their own address (registration,
 * profile), so the browser may offer what it remembers (WCAG 1.3.5); staff entering someone else's address get no
 * such offer.
 */
export function AddressFields({
  form,
  required,
  readOnly,
  own,
}: {
  form: AddressForm;
  required?: boolean;
  readOnly?: boolean;
  own?: boolean;
}) {
  const { t } = useTranslation();
  const error = (field: 'state' | 'zip') => form.errors[field] as string | undefined;
  return (
    <>
      <TextInput
        label={t('person.address')}
        required={required}
        readOnly={readOnly}
        autoComplete={own ? 'street-address' : 'off'}
        {...form.getInputProps('address')}
      />
      <TextInput
        label={t('person.city')}
        required={required}
        readOnly={readOnly}
        autoComplete={own ? 'address-level2' : 'off'}
        {...form.getInputProps('city')}
      />
      <StateSelect
        label={t('person.state')}
        required={required}
        disabled={readOnly}
        value={form.values.state}
        error={error('state')}
        onChange={(v) => form.setFieldValue('state', v)}
      />
      <ZipInput
        label={t('person.zip')}
        required={required}
        disabled={readOnly}
        value={form.values.zip}
        error={error('zip')}
        onChange={(v) => form.setFieldValue('zip', v)}
      />
    </>
  );
}
