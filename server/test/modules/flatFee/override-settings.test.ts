import type { AddOnOptions } from '@lrp/contract';
import { DEMO_COUNTY_CONFIG } from '../../../src/db/seed/demo-county';
import { setupServerTest, type TestClient } from '../../helpers/test-app';

/*
 * The flat-fee add-on's options are the county's Flat Fee Override table as the control panel saves it (spec 3
 * §3; spec 1 §4 "Buy Images"): the offered rows, in order, as 'N images for $cost' / 'Unlimited images for $cost'.
 */

const t = setupServerTest();

async function as(username: string): Promise<TestClient> {
  const client = t.client();
  expect((await client.login(username)).status).toBe(200);
  return client;
}
const options = async (client: TestClient) =>
  (await client.post<AddOnOptions>('/api/flatFee/getAddOnOptions', {})).body.content.purchaseOptions
    .flatFeeOptions?.options;

test('the add-on options follow the saved Flat Fee Override table', async () => {
  const admin = await as('ingrid.nystrom');
  const clerk = await as('county.clerk');
  const saved = await clerk.post('/api/controlPanel/countyConfig/flatFeeOverride', {
    ...DEMO_COUNTY_CONFIG.flatFeeOverride,
    rates: [
      { option: true, unlimitedNumberOfPages: false, numberOfPages: 1, cost: 0.75 },
      { option: false, unlimitedNumberOfPages: false, numberOfPages: 100, cost: 45 },
      { option: true, unlimitedNumberOfPages: false, numberOfPages: 2000, cost: 150 },
      { option: false, unlimitedNumberOfPages: false, numberOfPages: 0, cost: 0 },
      { option: true, unlimitedNumberOfPages: true, numberOfPages: 0, cost: 999.99 },
    ],
  });
  expect(saved.status).toBe(200);
  expect(await options(admin)).toEqual([
    { text: '1 image for $0.75', value: '1' },
    { text: '2,000 images for $150.00', value: '3' },
    { text: 'Unlimited images for $999.99', value: '5' },
  ]);

  // Account administrators may not buy when the county switches their reload off.
  await clerk.post('/api/controlPanel/countyConfig/flatFeeOverride', {
    ...DEMO_COUNTY_CONFIG.flatFeeOverride,
    accountAdminReload: false,
  });
  const refused = await admin.post('/api/flatFee/getAddOnOptions', {});
  expect(refused.status).toBe(400);
  expect(refused.body.message).toBe('Buying flat-fee images is not offered.');
});
