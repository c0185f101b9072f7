import * as contract from './contract';
import * as shared from './index';

describe('@lrp/shared public entry', () => {
  it('re-exports every runtime name of the contract, so the browser holds one copy of it', () => {
    const missing = Object.keys(contract).filter((name) => !(name in shared));
    expect(missing).toEqual([]);
  });
});
