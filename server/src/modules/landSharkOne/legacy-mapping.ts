import type { AccountType, PaymentMethod, Role, UserStatus } from '@lrp/contract';
import type { NewAccountRow, NewUserRow } from '../../db/schema';
import { UNLIMITED_IMAGES } from '../ledger/service';
import { LEGACY_HASH_PREFIX } from './legacy-password';
import { LEGACY_UNLIMITED_IMAGES, type LegacyAccountType, type LegacyRole } from './legacy-schema';

/*
 * What a LandShark One account or user becomes here (docs/landshark-one.md has the table). Pure functions:
 * a row in, our row or the reason it is skipped out.
 */

export type LegacyAccount = {
  account_id: number;
  account_name: string;
  account_type: LegacyAccountType;
  /** numeric(12,2) as text: never a float. */
  escrow_balance: string;
  images_remaining: number;
  account_status: 'A' | 'I';
  created_date: Date | string;
  settings: Record<string, string> | null;
};

export type LegacyUser = {
  user_id: number;
  user_name: string;
  password_hash: string;
  user_role: LegacyRole;
  account_id: number | null;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string;
  address1: string;
  city: string;
  state: string;
  zip: string;
  user_status: UserStatus;
  created_date: Date | string;
  last_login: Date | string | null;
};

type Mapped<T> = { ok: true; row: T } | { ok: false; reason: string };

const TYPE_MAP: Record<
  LegacyAccountType,
  { accountType: AccountType; paymentMethod: PaymentMethod }
> = {
  ESCROW: { accountType: 'A_LA_CARTE', paymentMethod: 'ESCROW' },
  ALACARTE: { accountType: 'A_LA_CARTE', paymentMethod: 'INVOICE' },
  CARD: { accountType: 'A_LA_CARTE', paymentMethod: 'CREDIT_CARD' },
  FLATFEE: { accountType: 'FLAT_FEE', paymentMethod: 'ESCROW' },
};

const ROLE_MAP: Record<LegacyRole, Role | null> = {
  SYSADMIN: null,
  COUNTY: 'COUNTY',
  ACCTADMIN: 'ACCOUNT',
  USER: 'USER',
  GUEST: 'GUEST',
};

const MONEY = /^\d{1,10}(\.\d{1,2})?$/;
const STANDARD_PHONE = /^\(\d{3}\) \d{3}-\d{4}$/;

/** The created and last-login times of LandShark One are county local times; the query converts them. */
const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/** A LandShark One account as our accounts row, or why it cannot be one. */
export function mapAccount(legacy: LegacyAccount): Mapped<NewAccountRow> {
  const types = TYPE_MAP[legacy.account_type];
  if (!types) return { ok: false, reason: `unknown account type ${legacy.account_type}` };
  const balance = String(legacy.escrow_balance);
  if (!MONEY.test(balance))
    return {
      ok: false,
      reason: `escrow balance ${balance} cannot be kept (negative or malformed)`,
    };
  const images =
    legacy.images_remaining === LEGACY_UNLIMITED_IMAGES
      ? UNLIMITED_IMAGES
      : legacy.images_remaining;
  if (!Number.isInteger(images) || images < 0)
    return { ok: false, reason: `images remaining ${legacy.images_remaining} cannot be kept` };
  const s = legacy.settings ?? {};
  const billing = s.BILLING === 'INVOICE' ? 'INVOICE' : 'ESCROW';
  const paymentMethod = types.accountType === 'FLAT_FEE' ? billing : types.paymentMethod;
  const level = Number(s.FLAT_FEE_LEVEL ?? '0');
  const fee = (s.MONTHLY_FEE ?? '0').trim();
  return {
    ok: true,
    row: {
      name: legacy.account_name.trim(),
      accountType: types.accountType,
      paymentMethod,
      monthlyFee: MONEY.test(fee) ? fee : '0',
      flatFeeRateLevel:
        types.accountType === 'FLAT_FEE' && Number.isInteger(level) && level >= 0 && level <= 5
          ? level
          : 0,
      escrowBalance: balance,
      imagesRemaining: images,
      status: legacy.account_status === 'I' ? 'I' : 'A',
      address: (s.ADDRESS ?? '').trim(),
      city: (s.CITY ?? '').trim(),
      state: (s.STATE ?? '').trim().toUpperCase(),
      zip: (s.ZIP ?? '').trim(),
      phone: (s.PHONE ?? '').trim(),
      email: (s.EMAIL ?? '').trim(),
      landlinkAccount: s.LANDLINK_ACCOUNT?.trim() || null,
      createdAt: asDate(legacy.created_date),
    },
  };
}

/** A LandShark One user as our users row (its account already mapped to `accountId`), or why not. */
export function mapUser(legacy: LegacyUser, accountId: number | null): Mapped<NewUserRow> {
  const role = ROLE_MAP[legacy.user_role];
  if (role === undefined) return { ok: false, reason: `unknown role ${legacy.user_role}` };
  if (role === null)
    return { ok: false, reason: 'LandShark One provider staff (SYSADMIN) are not copied' };
  const username = legacy.user_name.trim();
  if (!username) return { ok: false, reason: 'no username' };
  if (!legacy.password_hash) return { ok: false, reason: 'no password hash' };
  const phone = legacy.phone.trim();
  const created = asDate(legacy.created_date);
  return {
    ok: true,
    row: {
      username,
      usernameLower: username.toLowerCase(),
      passwordHash: LEGACY_HASH_PREFIX + legacy.password_hash,
      role: role === 'ACCOUNT' && accountId === null ? 'USER' : role,
      accountId,
      firstName: legacy.first_name.trim(),
      lastName: legacy.last_name.trim(),
      email: legacy.email?.trim() || null,
      phone,
      phoneFormatType: !phone || STANDARD_PHONE.test(phone) ? 'STANDARD' : 'INTERNATIONAL',
      address: legacy.address1.trim(),
      city: legacy.city.trim(),
      state: legacy.state.trim().toUpperCase(),
      zip: legacy.zip.trim(),
      status: legacy.user_status,
      createdAt: created,
      // The user purge reads updated_at as last activity: a LandShark One sign-in counts.
      updatedAt: legacy.last_login ? asDate(legacy.last_login) : created,
    },
  };
}
