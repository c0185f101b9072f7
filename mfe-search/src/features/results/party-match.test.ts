import { matchedFirst, nameTerms, partyMatches } from './party-match';

const party = (last: string, first = '') => ({
  displayName: first ? `${last}, ${first}` : last,
  lastName: last,
  firstName: first,
});

describe('the names a search looked for', () => {
  it('reads a name search: both names, the side searched, without case, accents or punctuation', () => {
    expect(
      nameTerms({
        type: 'searchByName',
        criteria: {
          grantorGranteeLastName1: "o'Briën",
          grantorGranteeFirstName1: 'Jo',
          grantorGranteeLastName2: 'smith',
          grantorGranteeFirstName2: '',
          grantorGranteeSearchIn: 'GRANTEES',
        },
      }),
    ).toEqual([
      { last: 'OBRIEN', first: 'JO', side: 'GRANTEES' },
      { last: 'SMITH', first: '', side: 'GRANTEES' },
    ]);
  });

  it('reads the taxpayer of a tax lien search by taxpayer only, and nothing of a date search', () => {
    expect(
      nameTerms({
        type: 'searchByTaxLien',
        criteria: {
          searchByTaxLienMethod: 'TAXPAYER',
          taxpayerName: 'Acme',
          taxpayerFirstName: '',
        },
      }),
    ).toEqual([{ last: 'ACME', first: '', side: 'BOTH' }]);
    expect(
      nameTerms({
        type: 'searchByTaxLien',
        criteria: { searchByTaxLienMethod: 'LIENNUMBER', taxpayerName: 'Acme' },
      }),
    ).toEqual([]);
    expect(
      nameTerms({ type: 'searchByDate', criteria: { fromRecordedDate: '01/01/2001' } }),
    ).toEqual([]);
  });
});

describe('a party that matches', () => {
  const terms = [{ last: 'SMITH', first: 'AN', side: 'GRANTORS' as const }];

  it('starts with the last name and the first name (the server prefix rule), on the side searched', () => {
    expect(partyMatches(party('SMITHSON', 'ANNA'), terms, 'GRANTORS')).toBe(true);
    expect(partyMatches(party('SMITH', 'JOHN'), terms, 'GRANTORS')).toBe(false);
    expect(partyMatches(party('GOLDSMITH', 'ANN'), terms, 'GRANTORS')).toBe(false);
    expect(partyMatches(party('SMITH', 'ANN'), terms, 'GRANTEES')).toBe(false);
  });

  it('is matched on its display name when the row has no split name', () => {
    const both = [{ last: 'ACME', first: '', side: 'BOTH' as const }];
    expect(partyMatches({ name: 'Acme Holdings LLC' }, both, 'GRANTORS')).toBe(true);
    expect(partyMatches({ name: 'Best Acme' }, both, 'GRANTORS')).toBe(false);
  });

  it('comes first, the others in their order', () => {
    const list = [party('JONES'), party('SMITH', 'ANN'), party('BAKER'), party('SMITH', 'ANDY')];
    const { parties, matches } = matchedFirst(list, terms, 'GRANTORS');
    expect(matches).toBe(2);
    expect(parties.map((p) => p.displayName)).toEqual([
      'SMITH, ANN',
      'SMITH, ANDY',
      'JONES',
      'BAKER',
    ]);
    expect(matchedFirst(list, [], 'GRANTORS').parties).toEqual(list);
  });
});
