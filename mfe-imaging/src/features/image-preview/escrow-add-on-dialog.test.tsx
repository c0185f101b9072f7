import { renderWithPortal } from '@lrp/shared/test';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../module';
import { useState } from 'react';
import { EscrowAddOnDialog } from './escrow-add-on-dialog';

function Dialog(props: { opened: boolean; suggestedAmount?: number | null; onBuy?: () => void }) {
  return (
    <EscrowAddOnDialog
      opened={props.opened}
      beginningBalance="$0.50"
      suggestedAmount={props.suggestedAmount}
      onBuy={props.onBuy ?? jest.fn()}
      onBack={jest.fn()}
      onCancel={jest.fn()}
    />
  );
}

describe('the escrow add-on', () => {
  test("suggests the order's shortfall as the deposit, and buys what is in the field", async () => {
    const onBuy = jest.fn();
    renderWithPortal(<Dialog opened suggestedAmount={12.5} onBuy={onBuy} />);
    const amount = screen.getByLabelText('Deposit amount ($)');
    expect(amount).toHaveValue('12.50');
    expect(screen.getByText('$13.00')).toBeInTheDocument(); // the ending balance: $0.50 + $12.50
    await userEvent.click(screen.getByRole('button', { name: 'Buy' }));
    expect(onBuy).toHaveBeenCalledWith(12.5);
  });

  test('each opening starts again from the suggestion; without one, from 0', async () => {
    /** Opens the dialog for an order with a shortfall, or for one without; Back closes it. */
    function Flow() {
      const [suggestion, setSuggestion] = useState<number | null | undefined>(undefined);
      return (
        <>
          <button onClick={() => setSuggestion(10)}>Short by $10</button>
          <button onClick={() => setSuggestion(null)}>No shortfall</button>
          <EscrowAddOnDialog
            opened={suggestion !== undefined}
            beginningBalance="$0.50"
            suggestedAmount={suggestion ?? null}
            onBuy={jest.fn()}
            onBack={() => setSuggestion(undefined)}
            onCancel={jest.fn()}
          />
        </>
      );
    }
    renderWithPortal(<Flow />);
    await userEvent.click(screen.getByRole('button', { name: 'Short by $10' }));
    const amount = await screen.findByLabelText('Deposit amount ($)');
    expect(amount).toHaveValue('10.00');
    await userEvent.clear(amount);
    await userEvent.type(amount, '40');
    expect(amount).toHaveValue('40');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await userEvent.click(screen.getByRole('button', { name: 'Short by $10', hidden: true }));
    expect(await screen.findByLabelText('Deposit amount ($)')).toHaveValue('10.00');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await userEvent.click(screen.getByRole('button', { name: 'No shortfall', hidden: true }));
    expect(await screen.findByLabelText('Deposit amount ($)')).toHaveValue('0');
  });
});
