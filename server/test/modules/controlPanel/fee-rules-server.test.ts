import { DEMO_COUNTY_CONFIG } from '../../../src/db/seed/demo-county';
import { setupServerTest, type TestClient } from '../../helpers/test-app';

/*
 * Spec 3 §5 through the real calls: POST controlPanel/countyConfig/{group} refuses each fee-structure rule the
 * screens refuse, with the screen's message on the field, and keeps what was stored.
 */

const t = setupServerTest();

type Group = 'flatFee' | 'flatFeeOverride' | 'creditCardExtra' | 'escrow' | 'billingSchedule';

let clerk: TestClient;
beforeEach(async () => {
  clerk = t.client();
  expect((await clerk.login('county.clerk')).status).toBe(200);
});

const url = (group: Group) => `/api/controlPanel/countyConfig/${group}`;

/** Posts the stored group with `change`, expects the refusal with exactly `errors`, and that nothing was stored. */
async function refused(
  group: Group,
  change: (stored: Record<string, unknown>) => Record<string, unknown>,
  errors: Record<string, string>,
) {
  const before = (await clerk.get<Record<string, unknown>>(url(group))).body.content;
  const reply = await clerk.post<{
    fieldErrors: Record<string, string>;
    fieldMessages: Record<string, { message: string; code: string }>;
  }>(url(group), change(before));
  expect([group, reply.status]).toEqual([group, 400]);
  expect(reply.body.content.fieldErrors).toEqual(errors);
  for (const [field, message] of Object.entries(errors))
    expect(reply.body.content.fieldMessages[field]).toMatchObject({
      message,
      code: expect.any(String),
    });
  expect((await clerk.get(url(group))).body.content).toEqual(before);
}

async function accepted(group: Group, body: Record<string, unknown>) {
  const reply = await clerk.post(url(group), body);
  expect([group, reply.status, reply.body.message]).toEqual([group, 200, 'Settings updated.']);
  return reply.body.content;
}

type Rate = { option: boolean; unlimitedNumberOfPages: boolean; numberOfPages: number | null };
const withRate = (stored: Record<string, unknown>, row: number, change: Partial<Rate> | object) => {
  const rates = [...(stored.rates as object[])];
  rates[row] = { ...rates[row], ...change };
  return { ...stored, rates };
};

describe('Flat Fee and Flat Fee Override', () => {
  test.each(['flatFee', 'flatFeeOverride'] as const)(
    '%s: an offered option with 0 images is refused with "At least 1 image."',
    async (group) => {
      await refused(
        group,
        (stored) =>
          withRate(stored, 1, { option: true, unlimitedNumberOfPages: false, numberOfPages: 0 }),
        { 'rates.1.numberOfPages': 'At least 1 image.' },
      );
      // An option not offered may keep 0 images; an unlimited one needs no number.
      const stored = DEMO_COUNTY_CONFIG[group] as unknown as Record<string, unknown>;
      await accepted(
        group,
        withRate(stored, 3, { option: false, unlimitedNumberOfPages: false, numberOfPages: 0 }),
      );
    },
  );

  test.each(['flatFee', 'flatFeeOverride'] as const)(
    '%s: a blank or negative cost is refused with "Required. Zero is ok."; zero is ok',
    async (group) => {
      for (const cost of [null, -1])
        await refused(group, (stored) => withRate(stored, 2, { cost }), {
          'rates.2.cost': 'Required. Zero is ok.',
        });
      const stored = DEMO_COUNTY_CONFIG[group] as unknown as Record<string, unknown>;
      const saved = (await accepted(group, withRate(stored, 2, { cost: 0 }))) as {
        rates: { cost: number }[];
      };
      expect(saved.rates[2].cost).toBe(0);
    },
  );
});

describe('percentages, the most per charge and the renewal day', () => {
  test.each([
    ['creditCardExtra', 'surchargePercent', 100.01],
    ['creditCardExtra', 'surchargePercent', -1],
    ['escrow', 'creditCardSurchargePercent', 101],
    ['escrow', 'creditCardSurchargePercent', -0.5],
  ] as const)(
    '%s: %s of %d is refused with "Enter a percentage from 0 to 100."',
    async (group, field, value) => {
      await refused(group, (stored) => ({ ...stored, [field]: value }), {
        [field]: 'Enter a percentage from 0 to 100.',
      });
    },
  );

  test('creditCardExtra: a Max Amount Per Charge of 0 is refused with "Enter an amount above zero."', async () => {
    await refused('creditCardExtra', (stored) => ({ ...stored, maxAmount: 0 }), {
      maxAmount: 'Enter an amount above zero.',
    });
    await accepted('creditCardExtra', { ...DEMO_COUNTY_CONFIG.creditCardExtra, maxAmount: 0.01 });
  });

  test('billingSchedule: renewal day 29 (and 0) is refused with "Enter a day from 1 to 28."; 28 is taken', async () => {
    for (const renewalDay of [29, 0])
      await refused('billingSchedule', (stored) => ({ ...stored, renewalDay }), {
        renewalDay: 'Enter a day from 1 to 28.',
      });
    expect(
      await accepted('billingSchedule', { ...DEMO_COUNTY_CONFIG.billingSchedule, renewalDay: 28 }),
    ).toMatchObject({ renewalDay: 28 });
  });
});
