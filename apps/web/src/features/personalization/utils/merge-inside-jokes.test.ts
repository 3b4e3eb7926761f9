import { describe, expect, it } from 'vitest';

import { mergeInsideJokes } from './merge-inside-jokes';

const joke = (phrase: string, meaning = `${phrase} meaning`) => ({ phrase, meaning });

describe('mergeInsideJokes', () => {
  it('appends new phrases after the existing ones', () => {
    const result = mergeInsideJokes([joke('pineapple')], [joke('blue mug'), joke('tuesday')]);
    expect(result.jokes.map((j) => j.phrase)).toEqual(['pineapple', 'blue mug', 'tuesday']);
    expect(result).toMatchObject({ added: 2, updated: 0, skipped: 0 });
  });

  it('treats phrases that differ only in case as the same and takes the new meaning in place', () => {
    const result = mergeInsideJokes(
      [joke('Pineapple', 'old'), joke('blue mug')],
      [joke('PINEAPPLE', 'I need a break')],
    );
    expect(result.jokes).toEqual([joke('PINEAPPLE', 'I need a break'), joke('blue mug')]);
    expect(result).toMatchObject({ added: 0, updated: 1, skipped: 0 });
  });

  it('does not count an identical upload as a change', () => {
    const result = mergeInsideJokes([joke('pineapple')], [joke('pineapple')]);
    expect(result).toMatchObject({ added: 0, updated: 0, skipped: 0 });
  });

  it('stops at the maximum and counts what did not fit', () => {
    const result = mergeInsideJokes(
      [joke('a'), joke('b')],
      [joke('c'), joke('a', 'new'), joke('d')],
      3,
    );
    expect(result.jokes.map((j) => j.phrase)).toEqual(['a', 'b', 'c']);
    expect(result.jokes[0]!.meaning).toBe('new');
    expect(result).toMatchObject({ added: 1, updated: 1, skipped: 1 });
  });
});
