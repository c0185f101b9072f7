import { type AccountType, type PaymentMethod, type Role } from '@lrp/shared';
import { balanceControls } from './balance-controls';

const on = { reloadByCreditCard: true, accountAdminReload: true };
const off = { reloadByCreditCard: false, accountAdminReload: false };
const user = (
  role: Role,
  accountType: AccountType | null,
  paymentMethod: PaymentMethod | null,
) => ({ role, accountType, paymentMethod });

describe('balanceControls', () => {
  it.each(['TRIMIN', 'COUNTY', 'GUEST'] as Role[])('shows no balance to %s', (role) => {
    expect(balanceControls(user(role, 'A_LA_CARTE', 'ESCROW'), on)).toEqual({
      show: false,
      refresh: false,
      addMoney: false,
      buyImages: false,
    });
  });

  it('shows no balance before sign-in or without an account', () => {
    expect(balanceControls(null, on).show).toBe(false);
    expect(balanceControls(user('USER', null, null), on).show).toBe(false);
  });

  it.each([
    [
      'USER',
      'A_LA_CARTE',
      'ESCROW',
      on,
      { show: true, refresh: true, addMoney: false, buyImages: false },
    ],
    [
      'ACCOUNT',
      'A_LA_CARTE',
      'ESCROW',
      on,
      { show: true, refresh: true, addMoney: true, buyImages: false },
    ],
    [
      'ACCOUNT',
      'A_LA_CARTE',
      'ESCROW',
      off,
      { show: true, refresh: true, addMoney: false, buyImages: false },
    ],
    [
      'USER',
      'A_LA_CARTE',
      'INVOICE',
      on,
      { show: true, refresh: false, addMoney: false, buyImages: false },
    ],
    [
      'ACCOUNT',
      'A_LA_CARTE',
      'INVOICE',
      on,
      { show: true, refresh: false, addMoney: false, buyImages: false },
    ],
    [
      'USER',
      'A_LA_CARTE',
      'CREDIT_CARD',
      on,
      { show: true, refresh: false, addMoney: false, buyImages: false },
    ],
    [
      'ACCOUNT',
      'A_LA_CARTE',
      'CREDIT_CARD',
      on,
      { show: true, refresh: false, addMoney: false, buyImages: false },
    ],
    [
      'USER',
      'FLAT_FEE',
      'ESCROW',
      on,
      { show: true, refresh: true, addMoney: false, buyImages: false },
    ],
    [
      'ACCOUNT',
      'FLAT_FEE',
      'ESCROW',
      on,
      { show: true, refresh: true, addMoney: true, buyImages: true },
    ],
    [
      'ACCOUNT',
      'FLAT_FEE',
      'ESCROW',
      { reloadByCreditCard: true, accountAdminReload: false },
      { show: true, refresh: true, addMoney: true, buyImages: false },
    ],
    [
      'ACCOUNT',
      'FLAT_FEE',
      'INVOICE',
      { reloadByCreditCard: false, accountAdminReload: true },
      { show: true, refresh: true, addMoney: false, buyImages: true },
    ],
    // A flat-fee account that does not pay from escrow has no escrow balance to add money to (the server refuses).
    [
      'ACCOUNT',
      'FLAT_FEE',
      'INVOICE',
      on,
      { show: true, refresh: true, addMoney: false, buyImages: true },
    ],
    [
      'ACCOUNT',
      'FLAT_FEE',
      'CREDIT_CARD',
      on,
      { show: true, refresh: true, addMoney: false, buyImages: true },
    ],
  ] as const)('%s on %s paying by %s', (role, type, method, county, expected) => {
    expect(balanceControls(user(role, type, method), county)).toEqual(expected);
  });
});
