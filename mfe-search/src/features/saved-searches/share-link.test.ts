import { decodeCriteria, encodeCriteria, shareLinkPath } from './share-link';

describe('share links', () => {
  it('round-trips criteria, non-ASCII text included, as URL-safe text', () => {
    const criteria = {
      grantorGranteeLastName1: 'Nguyễn 王 ☃ Ñandú',
      andOr: 'OR',
      hideOtherLots: true,
      pageHint: 3,
      note: '??>>~~',
    };
    const encoded = encodeCriteria(criteria);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCriteria(encoded)).toEqual(criteria);
  });

  it('makes the form address of the search', () => {
    const path = shareLinkPath('searchByName', { grantorGranteeLastName1: 'SMITH' });
    expect(path).toMatch(/^\/search\/searchByName\?criteria=[A-Za-z0-9_-]+$/);
    expect(decodeCriteria(new URL(path, 'https://x.test').searchParams.get('criteria'))).toEqual({
      grantorGranteeLastName1: 'SMITH',
    });
  });

  it('reads garbage as nothing', () => {
    for (const text of [
      null,
      undefined,
      '',
      'not base64!',
      '%%%',
      'abc',
      encodeCriteria({ a: 1 }).slice(0, -3),
      // Valid base64url of JSON that is no object: a string, an array, null.
      btoa('"text"').replace(/=+$/, ''),
      btoa('[1,2]').replace(/=+$/, ''),
      btoa('null').replace(/=+$/, ''),
      // Bytes that are not UTF-8.
      btoa('\xff\xfe{}').replace(/=+$/, ''),
      'A'.repeat(9000),
    ])
      expect(decodeCriteria(text)).toBeNull();
  });
});
