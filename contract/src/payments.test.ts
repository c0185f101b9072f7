import { depositAmountSchema, escrowSurcharge } from './payments';

const escrow = {
  applySurcharge: true,
  creditCardSurchargeMethod: 'percent' as const,
  creditCardSurcharge: 1.5,
  creditCardSurchargePercent: 2.5,
};

describe('escrow surcharge', () => {
  it('takes a percentage of the deposit, rounded to cents', () => {
    expect(escrowSurcharge(25, escrow)).toEqual({ surcharge: 0.63, total: 25.63 });
    expect(escrowSurcharge(33.33, escrow)).toEqual({ surcharge: 0.83, total: 34.16 });
  });

  it('or a flat dollar amount', () => {
    expect(escrowSurcharge(25, { ...escrow, creditCardSurchargeMethod: 'dollars' })).toEqual({
      surcharge: 1.5,
      total: 26.5,
    });
  });

  it('or nothing when the county applies none', () => {
    expect(escrowSurcharge(25, { ...escrow, applySurcharge: false })).toEqual({
      surcharge: 0,
      total: 25,
    });
  });
});

describe('deposit amount', () => {
  const rule = depositAmountSchema({ minReloadAmount: 10, maxReloadAmount: 500 });
  const message = (v: number) => rule.safeParse(v).error?.issues[0].message;
  it('must be above zero, in cents, and within the limits', () => {
    expect(message(0)).toBe('Amount must be greater than zero');
    expect(message(-5)).toBe('Amount must be greater than zero');
    expect(message(12.345)).toBe('Enter dollars and cents, like 25.00.');
    expect(message(5)).toBe('The minimum deposit is $10.00.');
    expect(message(500.01)).toBe('The maximum deposit is $500.00.');
    expect(rule.safeParse(25).success).toBe(true);
  });
});
