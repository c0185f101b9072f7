import { jump, move } from './page-navigation';

describe('preview navigation', () => {
  test('steps of 1 and 5, First and Last, within the document', () => {
    expect(move('next1', 1, 12)).toEqual({ start: 2 });
    expect(move('next5', 1, 12)).toEqual({ start: 6 });
    expect(move('next5', 6, 12)).toEqual({ start: 8 });
    expect(move('last', 1, 12)).toEqual({ start: 8 });
    expect(move('prev5', 8, 12)).toEqual({ start: 3 });
    expect(move('prev5', 3, 12)).toEqual({ start: 1 });
    expect(move('prev1', 3, 12)).toEqual({ start: 2 });
    expect(move('first', 8, 12)).toEqual({ start: 1 });
  });

  test('pressing at an edge alerts', () => {
    for (const kind of ['first', 'prev5', 'prev1'] as const)
      expect(move(kind, 1, 12)).toEqual({ alert: 'Already at first page.' });
    expect(move('next1', 8, 12)).toEqual({ alert: 'Already at last page.' });
    expect(move('last', 8, 12)).toEqual({ alert: 'Already at last page.' });
    expect(move('next5', 8, 12)).toEqual({ alert: 'Already at last pages.' });
  });

  test('Go shows the view holding the page; anything but a page of the document alerts', () => {
    expect(jump('4', 12)).toEqual({ start: 4 });
    expect(jump(' 11 ', 12)).toEqual({ start: 8 });
    for (const bad of ['0', '13', 'x', '2.5', ''])
      expect(jump(bad, 12)).toEqual({ alert: `Document does not have a page ${bad.trim()}` });
  });
});
