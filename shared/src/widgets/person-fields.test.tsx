import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { PhoneFormatType } from '@lrp/contract';
import { renderWithPortal } from '../test/render';
import { useForm } from '@mantine/form';
import { AddressFields, PhoneFields } from './person-fields';

function Form() {
  const [format, setFormat] = useState<PhoneFormatType>('STANDARD');
  const [phone, setPhone] = useState('');
  return (
    <PhoneFields
      format={format}
      onFormatChange={setFormat}
      phone={phone}
      onPhoneChange={setPhone}
    />
  );
}

describe('PhoneFields', () => {
  it('keeps the number typed under each format when the format is switched back and forth', async () => {
    renderWithPortal(<Form />);
    await userEvent.type(screen.getByLabelText('Phone'), '5550102040');
    expect(screen.getByLabelText('Phone')).toHaveValue('(555) 010-2040');

    await userEvent.click(screen.getByRole('combobox', { name: 'Phone Format' }));
    await userEvent.click(await screen.findByRole('option', { name: 'International' }));
    expect(screen.getByLabelText('Phone with country code')).toHaveValue('');
    await userEvent.type(screen.getByLabelText('Phone with country code'), '442079460000');

    await userEvent.click(screen.getByRole('combobox', { name: 'Phone Format' }));
    await userEvent.click(await screen.findByRole('option', { name: '(XXX) XXX-XXXX' }));
    expect(screen.getByLabelText('Phone')).toHaveValue('(555) 010-2040');

    await userEvent.click(screen.getByRole('combobox', { name: 'Phone Format' }));
    await userEvent.click(await screen.findByRole('option', { name: 'International' }));
    expect(screen.getByLabelText('Phone with country code')).toHaveValue('442079460000');
  });
});

describe('AddressFields', () => {
  function AddressForm({ own }: { own?: boolean }) {
    const form = useForm({
      mode: 'controlled',
      initialValues: { address: '', city: '', state: '', zip: '' },
    });
    return (
      <>
        <AddressFields form={form} required own={own} />
        <output>{`${form.values.address}|${form.values.zip}`}</output>
      </>
    );
  }

  it("writes into the form, and offers the browser's remembered address only for the person's own", async () => {
    const { unmount } = renderWithPortal(<AddressForm own />);
    await userEvent.type(screen.getByRole('textbox', { name: /^Address/ }), '12 Main St');
    await userEvent.type(screen.getByRole('textbox', { name: /^Zip/ }), '55111');
    expect(screen.getByText('12 Main St|55111')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Address/ })).toHaveAttribute(
      'autocomplete',
      'street-address',
    );
    unmount();
    renderWithPortal(<AddressForm />);
    expect(screen.getByRole('textbox', { name: /^Address/ })).toHaveAttribute(
      'autocomplete',
      'off',
    );
  });
});
