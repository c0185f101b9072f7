/**
 * What a card settlement records and mails in words: why a payment was voided (stored with the voided transaction,
 * audited and mailed, then quoted in the voided message) and what an applied payment bought (the payer's mail).
 */
export const SETTLEMENT_TEXTS = {
  voidAccountGone: 'the account no longer exists.',
  voidAccountInactive: 'the account is no longer active.',
  voidNotEscrow: 'the account no longer pays from an escrow balance.',
  voidAuthorizationAbandoned:
    'the card authorization was never completed, so nothing was bought with it.',
  voidNothingToDeliver: 'the portal has no purchase waiting for this payment.',
  preauthorizationKept: (amount: string) =>
    `your card authorization of ${amount} pays for what you bought with it.`,
  depositApplied: (amount: string, account: string) =>
    `${amount} was added to the escrow balance of ${account}.`,
} as const;
