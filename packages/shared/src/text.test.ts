import { describe, expect, it } from 'vitest';

import { insideJokeSchema } from './inside-jokes';
import { profileSchema } from './profile';
import { isStorableText, stripInvisible } from './text';

describe('isStorableText', () => {
  it('refuses NUL and lone surrogates, accepts everything else', () => {
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('a\ud83db')).toBe(false);
    expect(isStorableText('a\ude00b')).toBe(false);
    expect(isStorableText('tab\tline\nemoji 😀 日本 e\u0301')).toBe(true);
  });
});

describe('stripInvisible', () => {
  it('removes bidi controls, controls and invisible format characters, keeps joiners', () => {
    expect(stripInvisible('Eve\u202Egnp.exe')).toBe('Evegnp.exe');
    expect(stripInvisible('a\u2066b\u2069c\u200Bd\u200Fe\uFEFFf\u0007g\u0085h')).toBe('abcdefgh');
    expect(stripInvisible('👩‍❤️‍👨 می‌خواهم')).toBe('👩‍❤️‍👨 می‌خواهم');
  });
});

describe('name and inside-joke contracts', () => {
  it('refuses NUL and what hides text in a typed name, with a clear message', () => {
    const control = 'Your name cannot contain line breaks or control characters';
    const nul = profileSchema.safeParse({ name: 'Al\u0000ex', avatar: null });
    expect(nul.success ? null : nul.error.issues[0]?.message).toBe(control);
    const bidi = profileSchema.safeParse({ name: ' \u202EAlex\u202C ', avatar: null });
    expect(bidi.success ? null : bidi.error.issues[0]?.message).toBe(control);
    expect(profileSchema.parse({ name: ' Alex ', avatar: null }).name).toBe('Alex');
    const joke = insideJokeSchema.safeParse({ phrase: 'x\u0000', meaning: 'y' });
    expect(joke.success ? null : joke.error.issues[0]?.message).toBe(
      'A phrase contains characters that cannot be stored',
    );
  });
});
