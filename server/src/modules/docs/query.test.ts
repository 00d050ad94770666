import { describe, expect, it } from 'vitest';
import { MATCH_END, MATCH_START, excerptHtml, prefixQuery } from './query.ts';

describe('prefixQuery', () => {
  it.each([
    ['password', 'password:*'],
    ['Reset PASS', 'reset:* & pass:*'],
    ['  reset   reset  pass ', 'reset:* & pass:*'],
    ['e-mail', 'e:* & mail:*'],
    ["password's", 'password:* & s:*'],
    ['mot de passe oublié', 'mot:* & de:* & passe:* & oublié:*'],
    ['كلمة المرور', 'كلمة:* & المرور:*'],
    ['비밀번호', '비밀번호:*'],
    ['2fa', '2fa:*'],
    // Query syntax typed by a person is only a separator.
    ["'; DROP TABLE docs; --", 'drop:* & table:* & docs:*'],
    ['a & b | !c <-> (d) :* \\e', 'a:* & b:* & c:* & d:* & e:*'],
    ['%_', null],
    ['', null],
    ['   ', null],
    ['*:&|!()', null],
  ])('%j → %j', (input, expected) => {
    expect(prefixQuery(input)).toBe(expected);
  });

  it('keeps the first eight distinct words, each at most 40 characters', () => {
    expect(prefixQuery('a b c d e f g h i j')).toBe('a:* & b:* & c:* & d:* & e:* & f:* & g:* & h:*');
    expect(prefixQuery('x'.repeat(100))).toBe(`${'x'.repeat(40)}:*`);
  });
});

describe('excerptHtml', () => {
  it('escapes the text and turns only the match markers into <mark>', () => {
    expect(excerptHtml(`Use <b> & ${MATCH_START}reset${MATCH_END} "now"`)).toBe('Use &lt;b&gt; &amp; <mark>reset</mark> &quot;now&quot;');
  });
});
