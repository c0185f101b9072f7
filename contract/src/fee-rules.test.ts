import * as z from 'zod/mini';
import { COUNTY_DEFAULTS } from './county-defaults';
import { FEE_MESSAGES } from './fee-messages';
import {
  aLaCarteRatesSchema,
  aLaCarteSpecialRatesSchema,
  normalizeSpecialRates,
  type SpecialRate,
} from './fee-structure';
import {
  billingScheduleSchema,
  cardSurcharge,
  creditCardExtraSchema,
  escrowConfigSchema,
  flatFeeConfigSchema,
  flatFeeOverrideSchema,
} from './money-config';

/** The messages a value is refused with, by field path. */
function refusals(schema: z.core.$ZodType, value: unknown): Record<string, string[]> {
  const result = z.safeParse(schema, value);
  const out: Record<string, string[]> = {};
  for (const issue of result.success ? [] : result.error.issues)
    (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
}

const row = (documentType: string, instrumentCode: string, documentRate = 1): SpecialRate => ({
  documentType,
  instrumentCode,
  documentRate,
  firstPageRate: 0,
  additionalPagesRate: 0,
});
const specials = (rates: SpecialRate[]) =>
  refusals(aLaCarteSpecialRatesSchema, { applySpecialRates: true, rates });

describe('the fee-structure rules (spec 3 §5)', () => {
  test('every group default passes its own rules', () => {
    for (const [schema, value] of [
      [aLaCarteSpecialRatesSchema, COUNTY_DEFAULTS.aLaCarteSpecialRates],
      [creditCardExtraSchema, COUNTY_DEFAULTS.creditCardExtra],
      [escrowConfigSchema, COUNTY_DEFAULTS.escrow],
      [flatFeeConfigSchema, COUNTY_DEFAULTS.flatFee],
      [flatFeeOverrideSchema, COUNTY_DEFAULTS.flatFeeOverride],
      [billingScheduleSchema, COUNTY_DEFAULTS.billingSchedule],
    ] as const)
      expect(refusals(schema, value)).toEqual({});
  });

  test('a price is in whole cents, and required', () => {
    const rates = { ...COUNTY_DEFAULTS.aLaCarte, searchByName: 1.005, imageFirstPage: '' };
    expect(refusals(aLaCarteRatesSchema, rates)).toEqual({
      searchByName: [FEE_MESSAGES.cents],
      imageFirstPage: [FEE_MESSAGES.required],
    });
  });

  test('special rates: the four save rules, each said once on the table', () => {
    expect(specials([row('', 'AFF')])).toEqual({ rates: [FEE_MESSAGES.specialRateType] });
    expect(specials([row('MTG', '', 0)])).toEqual({ rates: [FEE_MESSAGES.specialRateAmount] });
    expect(specials([row('0', 'AFF'), row('0', 'aff ', 2)])).toEqual({
      rates: [FEE_MESSAGES.specialRateAllTypes],
    });
    expect(specials([row('MTG', 'AFF'), row('mtg', 'AFF', 2), row('MTG', 'AFF', 3)])).toEqual({
      rates: [FEE_MESSAGES.specialRateDuplicate],
    });
    // The same code for one type and for all types is not a duplicate; blank rows are ignored.
    expect(specials([row('MTG', 'AFF'), row('0', 'AFF'), row('', '', 0)])).toEqual({});
  });

  test('special rates: at most 100 rows', () => {
    const many = Array.from({ length: 101 }, (_, i) => row(String(i + 1), ''));
    expect(specials(many)).toEqual({ rates: [FEE_MESSAGES.rateTableLimit] });
    expect(specials(many.slice(0, 100))).toEqual({});
  });

  test('special rates are saved without blank rows, trimmed, upper-cased and sorted by type then code', () => {
    expect(
      normalizeSpecialRates([
        row('mtg', ' b '),
        row('', '', 0),
        row('10', 'A'),
        row('9', ''),
        row('0', 'Z'),
      ]),
    ).toEqual([row('0', 'Z'), row('9', ''), row('10', 'A'), row('MTG', 'B')]);
  });

  test('flat fee: Unlimited must be the last offered option; an offered option needs images and a cost', () => {
    const rates = structuredClone(COUNTY_DEFAULTS.flatFee.rates);
    rates[0] = { option: true, unlimitedNumberOfPages: true, numberOfPages: 0, cost: 500 };
    expect(refusals(flatFeeConfigSchema, { chargingImages: true, rates })).toEqual({
      'rates.0.unlimitedNumberOfPages': [FEE_MESSAGES.unlimitedLast],
    });
    const blanks = structuredClone(COUNTY_DEFAULTS.flatFee.rates) as unknown as Record<
      string,
      unknown
    >[];
    blanks[1] = { ...blanks[1], cost: '' };
    blanks[2] = { ...blanks[2], numberOfPages: 0 };
    expect(refusals(flatFeeConfigSchema, { chargingImages: true, rates: blanks })).toEqual({
      'rates.1.cost': [FEE_MESSAGES.requiredZeroOk],
    });
    const zero = structuredClone(COUNTY_DEFAULTS.flatFee.rates);
    zero[2] = { ...zero[2], numberOfPages: 0 };
    expect(
      refusals(flatFeeOverrideSchema, {
        countyAdminReload: true,
        accountAdminReload: true,
        rates: zero,
      }),
    ).toEqual({
      'rates.2.numberOfPages': [FEE_MESSAGES.imagesMin],
    });
    // An option not offered may hold anything; Unlimited last among the offered ones is fine.
    const off = structuredClone(COUNTY_DEFAULTS.flatFee.rates);
    off[0] = { option: false, unlimitedNumberOfPages: true, numberOfPages: 0, cost: 0 };
    expect(refusals(flatFeeConfigSchema, { chargingImages: true, rates: off })).toEqual({});
  });

  test('escrow: fee and charge codes go in pairs; the largest reload is not below the smallest', () => {
    const escrow = {
      ...COUNTY_DEFAULTS.escrow,
      feeCode: 'ESC',
      minReloadAmount: 50,
      maxReloadAmount: 20,
    };
    expect(refusals(escrowConfigSchema, escrow)).toEqual({
      chargeCode: [FEE_MESSAGES.requiredWithFeeCode],
      maxReloadAmount: [FEE_MESSAGES.notLessThanMin],
    });
    expect(refusals(escrowConfigSchema, { ...COUNTY_DEFAULTS.escrow, chargeCode: 'CC' })).toEqual({
      feeCode: [FEE_MESSAGES.requiredWithChargeCode],
    });
  });

  test('card extras: both code pairs, a positive max amount; the surcharge in dollars or percent', () => {
    const extra = { ...COUNTY_DEFAULTS.creditCardExtra, surchargeChargeCode: 'SC', maxAmount: 0 };
    expect(refusals(creditCardExtraSchema, extra)).toEqual({
      surchargeFeeCode: [FEE_MESSAGES.requiredWithChargeCode],
      maxAmount: [FEE_MESSAGES.maxAmountPositive],
    });
    const on = {
      ...COUNTY_DEFAULTS.creditCardExtra,
      applySurcharge: true,
      surcharge: 1.25,
      surchargePercent: 3,
    };
    expect(cardSurcharge(40, on)).toBe(1.25);
    expect(cardSurcharge(33.33, { ...on, surchargeMethod: 'percent' })).toBe(1);
    expect(cardSurcharge(40, { ...on, applySurcharge: false })).toBe(0);
  });

  test('billing schedule: renewal day 1 to 28, time like 0:00', () => {
    const schedule = { ...COUNTY_DEFAULTS.billingSchedule, renewalDay: 29, renewalTime: '24:00' };
    expect(refusals(billingScheduleSchema, schedule)).toEqual({
      renewalDay: [FEE_MESSAGES.renewalDay],
      renewalTime: [FEE_MESSAGES.renewalTime],
    });
    expect(
      refusals(billingScheduleSchema, { ...schedule, renewalDay: 28, renewalTime: '13:30' }),
    ).toEqual({});
  });
});
