import { type CurrentUser } from '@lrp/shared';

export interface BalanceControls {
  /** The usage balance is shown at all. */
  show: boolean;
  /** A refresh button beside it. */
  refresh: boolean;
  /** Add money (escrow deposit by card). */
  addMoney: boolean;
  /** Buy flat-fee images. */
  buyImages: boolean;
}

const NONE: BalanceControls = { show: false, refresh: false, addMoney: false, buyImages: false };

/**
 * Spec 1 "Header and balance area": no balance for TRIMIN, COUNTY or GUEST; A_LA_CARTE with ESCROW shows it
 * with refresh (ACCOUNT adds money when cards may reload); with INVOICE or CREDIT_CARD only the balance;
 * FLAT_FEE with refresh, and ACCOUNT may buy images per the county's settings and add money when the account
 * pays from escrow and cards may reload.
 */
export function balanceControls(
  user: Pick<CurrentUser, 'role' | 'accountType' | 'paymentMethod'> | null,
  county: { reloadByCreditCard: boolean; accountAdminReload: boolean },
): BalanceControls {
  if (
    !user ||
    user.role === 'TRIMIN' ||
    user.role === 'COUNTY' ||
    user.role === 'GUEST' ||
    !user.accountType
  )
    return NONE;
  const admin = user.role === 'ACCOUNT';
  if (user.accountType === 'FLAT_FEE') {
    // Add money deposits into the escrow balance: only an account that pays from escrow has one (the server
    // refuses a deposit for any other, so the header never offers it).
    const escrow = user.paymentMethod === 'ESCROW';
    return {
      show: true,
      refresh: true,
      addMoney: admin && escrow && county.reloadByCreditCard,
      buyImages: admin && county.accountAdminReload,
    };
  }
  if (user.paymentMethod === 'ESCROW') {
    return {
      show: true,
      refresh: true,
      addMoney: admin && county.reloadByCreditCard,
      buyImages: false,
    };
  }
  return { show: true, refresh: false, addMoney: false, buyImages: false };
}
