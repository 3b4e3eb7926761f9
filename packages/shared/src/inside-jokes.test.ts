import { describe, expect, it } from 'vitest';

import { INSIDE_JOKE_FILE_MAX_BYTES, parseInsideJokes } from './inside-jokes';

describe('parseInsideJokes', () => {
  it('reads a CSV with or without a header, with quoted commas', () => {
    expect(
      parseInsideJokes('j.csv', 'phrase,meaning\npineapple,"our safe word, meaning: pause"\n'),
    ).toEqual({
      ok: true,
      jokes: [{ phrase: 'pineapple', meaning: 'our safe word, meaning: pause' }],
    });
    expect(
      parseInsideJokes('J.CSV', 'taco tuesday,date night\r\n"say ""cheese""",smile\r\n'),
    ).toEqual({
      ok: true,
      jokes: [
        { phrase: 'taco tuesday', meaning: 'date night' },
        { phrase: 'say "cheese"', meaning: 'smile' },
      ],
    });
  });

  it('reads JSON as a list or an object, dropping duplicate phrases', () => {
    expect(
      parseInsideJokes(
        'j.json',
        '[{"phrase":"the couch","meaning":"where we make up"},{"phrase":"The Couch","meaning":"x"}]',
      ),
    ).toEqual({
      ok: true,
      jokes: [{ phrase: 'the couch', meaning: 'where we make up' }],
    });
    expect(parseInsideJokes('j.json', '{"bananas":"we are being silly"}')).toEqual({
      ok: true,
      jokes: [{ phrase: 'bananas', meaning: 'we are being silly' }],
    });
  });

  it('explains what is wrong with a bad file', () => {
    expect(parseInsideJokes('j.txt', 'a,b')).toEqual({
      ok: false,
      error: 'Choose a .csv or .json file',
    });
    expect(parseInsideJokes('j.json', '{oops')).toEqual({
      ok: false,
      error: 'The JSON file could not be read: check its syntax',
    });
    expect(parseInsideJokes('j.json', '[1,2]')).toMatchObject({ ok: false });
    expect(parseInsideJokes('j.json', '"text"')).toMatchObject({ ok: false });
    expect(parseInsideJokes('j.csv', 'only-one-column')).toEqual({
      ok: false,
      error: 'Line 1: expected 2 columns (phrase, meaning), found 1',
    });
    expect(parseInsideJokes('j.csv', 'phrase,meaning\n,empty phrase')).toEqual({
      ok: false,
      error: 'Line 2: A phrase is empty',
    });
    expect(parseInsideJokes('j.csv', '')).toEqual({ ok: false, error: 'The CSV file is empty' });
    expect(parseInsideJokes('j.json', '[]')).toEqual({
      ok: false,
      error: 'The file has no inside jokes',
    });
    expect(parseInsideJokes('j.csv', 'a,' + 'x'.repeat(INSIDE_JOKE_FILE_MAX_BYTES))).toMatchObject({
      ok: false,
      error: expect.stringContaining('too large'),
    });
  });
});
