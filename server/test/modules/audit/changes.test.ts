import { changedFields } from '../../../src/modules/audit/changes';

describe('changedFields', () => {
  test('lists only the fields whose values differ, in the order given', () => {
    const before = { city: 'Pine Ridge', zip: '56470', monthlyFee: '0.00', userReload: false };
    const after = { city: 'Duluth', zip: '56470', monthlyFee: '22.50', userReload: true };
    expect(changedFields(before, after, ['userReload', 'zip', 'monthlyFee', 'city'])).toEqual([
      { field: 'userReload', before: false, after: true },
      { field: 'monthlyFee', before: '0.00', after: '22.50' },
      { field: 'city', before: 'Pine Ridge', after: 'Duluth' },
    ]);
  });

  test('money stays its exact text: 22.50 and 22.5 differ, and neither becomes a float', () => {
    expect(changedFields({ fee: '22.50' }, { fee: '22.5' }, ['fee'])).toEqual([
      { field: 'fee', before: '22.50', after: '22.5' },
    ]);
    expect(changedFields({ fee: '22.50' }, { fee: '22.50' }, ['fee'])).toEqual([]);
  });

  test('fields outside the list are never compared or reported', () => {
    const before = { a: 1, passwordHash: 'x' };
    const after = { a: 1, passwordHash: 'y' };
    expect(changedFields(before, after, ['a'])).toEqual([]);
  });

  test('a thing created or removed: null on its missing side, fields null on both sides left out', () => {
    expect(changedFields(null, { name: 'Birch', email: null }, ['name', 'email'])).toEqual([
      { field: 'name', before: null, after: 'Birch' },
    ]);
    expect(changedFields({ name: 'Birch' }, null, ['name'])).toEqual([
      { field: 'name', before: 'Birch', after: null },
    ]);
  });

  test('undefined counts as null; dates compare by instant and are kept as ISO text', () => {
    expect(changedFields({ a: undefined }, { a: null }, ['a'])).toEqual([]);
    const at = '2026-03-01T12:00:00.000Z';
    expect(changedFields({ d: new Date(at) }, { d: new Date(at) }, ['d'])).toEqual([]);
    expect(changedFields({ d: null }, { d: new Date(at) }, ['d'])).toEqual([
      { field: 'd', before: null, after: at },
    ]);
  });

  test('objects and arrays compare by value', () => {
    const settings = { imageRetrieval: true, imageChargeMethod: 'PAGE' };
    expect(changedFields({ s: settings }, { s: { ...settings } }, ['s'])).toEqual([]);
    expect(changedFields({ s: [1, 2] }, { s: [1, 3] }, ['s'])).toEqual([
      { field: 's', before: [1, 2], after: [1, 3] },
    ]);
  });

  test('a secret field that changed is listed without its values; one unchanged is not listed', () => {
    const options = { secret: ['password'] as const };
    expect(
      changedFields(
        { password: 'hash-1', role: 'USER' },
        { password: 'hash-2', role: 'ACCOUNT' },
        ['role', 'password'],
        options,
      ),
    ).toEqual([
      { field: 'role', before: 'USER', after: 'ACCOUNT' },
      { field: 'password', before: null, after: null },
    ]);
    expect(changedFields({ password: 'h' }, { password: 'h' }, ['password'], options)).toEqual([]);
  });
});
