import type { SavedSearch } from '@lrp/contract';
import { ALL_DATES, signedIn } from '../../helpers/search';
import { setupServerTest } from '../../helpers/test-app';

/*
 * Saved searches: saved under a name (the same name replaces), listed to their owner alone, checked against the
 * search's own rules, deleted by their owner alone; a guest has none.
 */
const t = setupServerTest();
const quill = { ...ALL_DATES, grantorGranteeLastName1: 'Quillfeather', nameMatch: 'VARIANTS' };

test('a person saves a search, lists it, saves it again under the same name (replaced) and deletes it', async () => {
  const client = await signedIn(t, 'flatfee.user');
  const saved = await client.post<SavedSearch>('/api/search/savedSearches', {
    name: 'Quillfeather family',
    type: 'searchByName',
    criteria: quill,
  });
  expect(saved.status).toBe(200);
  expect(saved.body.content).toMatchObject({
    name: 'Quillfeather family',
    type: 'searchByName',
    criteria: { grantorGranteeLastName1: 'Quillfeather', nameMatch: 'VARIANTS', andOr: 'OR' },
  });
  const again = await client.post<SavedSearch>('/api/search/savedSearches', {
    name: 'Quillfeather family',
    type: 'searchByParcelId',
    criteria: { ...ALL_DATES, parcelId: '21-045-0310' },
  });
  expect(again.body.content.id).toBe(saved.body.content.id);
  const listed = await client.get<SavedSearch[]>('/api/search/savedSearches');
  expect(listed.body.content.map((s) => [s.name, s.type, s.criteria.parcelId])).toEqual([
    ['Quillfeather family', 'searchByParcelId', '21-045-0310'],
  ]);
  expect(
    (await client.post(`/api/search/savedSearches/${saved.body.content.id}/delete`, {})).status,
  ).toBe(200);
  expect((await client.get<SavedSearch[]>('/api/search/savedSearches')).body.content).toEqual([]);
});

test("nobody sees or deletes another person's saved search", async () => {
  const owner = await signedIn(t, 'flatfee.user');
  const { id } = (
    await owner.post<SavedSearch>('/api/search/savedSearches', {
      name: 'Mine',
      type: 'searchByName',
      criteria: quill,
    })
  ).body.content;
  const other = await signedIn(t, 'escrow.user');
  expect((await other.get<SavedSearch[]>('/api/search/savedSearches')).body.content).toEqual([]);
  expect((await other.post(`/api/search/savedSearches/${id}/delete`, {})).status).toBe(404);
  expect((await owner.get<SavedSearch[]>('/api/search/savedSearches')).body.content).toHaveLength(
    1,
  );
  expect((await t.client().get('/api/search/savedSearches')).status).toBe(403);
});

test('criteria the search would refuse are refused; a name is required; at most 50 a person', async () => {
  const client = await signedIn(t, 'flatfee.user');
  const bad = await client.post('/api/search/savedSearches', {
    name: 'Too short',
    type: 'searchByName',
    criteria: { ...ALL_DATES, grantorGranteeLastName1: 'Q' },
  });
  expect(bad.status).toBe(400);
  const unnamed = await client.post('/api/search/savedSearches', {
    name: '  ',
    type: 'searchByName',
    criteria: quill,
  });
  expect(unnamed.status).toBe(400);
  for (let n = 1; n <= 50; n += 1)
    expect(
      (
        await client.post('/api/search/savedSearches', {
          name: `Search ${n}`,
          type: 'searchByName',
          criteria: quill,
        })
      ).status,
    ).toBe(200);
  const over = await client.post('/api/search/savedSearches', {
    name: 'One too many',
    type: 'searchByName',
    criteria: quill,
  });
  expect(over.status).toBe(400);
  // Saving again under a name already used still replaces it.
  expect(
    (
      await client.post('/api/search/savedSearches', {
        name: 'Search 7',
        type: 'searchByName',
        criteria: quill,
      })
    ).status,
  ).toBe(200);
});
