export const ROLES = ['GUEST', 'USER', 'ACCOUNT', 'COUNTY', 'TRIMIN'] as const;
export type Role = (typeof ROLES)[number];

/** Roles that reach the administration sections (spec 1 §6, spec 3 §6). */
export const ADMIN_ROLES: readonly Role[] = ['TRIMIN', 'COUNTY', 'ACCOUNT'];
export const COUNTY_STAFF_ROLES: readonly Role[] = ['TRIMIN', 'COUNTY'];
/** Every role that signs in with an identity of its own (not the shared guest login). */
export const NAMED_USER_ROLES: readonly Role[] = ['USER', 'ACCOUNT', 'COUNTY', 'TRIMIN'];

export const USER_STATUSES = ['A', 'I', 'P', 'L'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const ACCOUNT_TYPES = ['A_LA_CARTE', 'FLAT_FEE'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const PAYMENT_METHODS = ['ESCROW', 'CREDIT_CARD', 'INVOICE'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
