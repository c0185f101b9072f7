import { message } from './messages';

/** Messages of the fee-structure screens (spec 3 §5, §8): the forms show them and the server refuses with them. */
export const FEE_MESSAGES = {
  required: 'Required.',
  requiredZeroOk: 'Required. Zero is ok.',
  unlimitedLast: 'Unlimited should be last.',
  imagesMin: 'At least 1 image.',
  images: 'Enter a whole number of images.',
  requiredWithFeeCode: 'Required with Fee Code.',
  requiredWithChargeCode: 'Required with Charge Code.',
  notLessThanMin: 'Cannot be less than Min $.',
  cents: 'Enter dollars and cents, like 25.00.',
  percent: 'Enter a percentage from 0 to 100.',
  rateMax: message<{ amount: string }>('At most {{amount}}.'),
  specialRateType: 'Each special rate must have a document type if an instrument code is provided.',
  specialRateAmount: 'Each special rate must have at least a document or page rate.',
  specialRateAllTypes:
    'Duplicate instrument codes found; a duplicate rate has been defined for All document types.',
  specialRateDuplicate: 'Duplicate document-type instrument-code combinations found.',
  rateTableLimit: 'The rate table has a limit of 100 entries.',
  renewalDay: 'Enter a day from 1 to 28.',
  renewalTime: 'Enter a time like 0:00 or 13:30.',
  maxAmountPositive: 'Enter an amount above zero.',
} as const;
