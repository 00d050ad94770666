import { describe, expect, it } from 'vitest';
import { excerptParts } from './excerpt';

describe('excerptParts', () => {
  it.each([
    ['plain text', 'Sign in with your email', [{ text: 'Sign in with your email', match: false }]],
    [
      'marked matches',
      'Choose a new <mark>password</mark> of <mark>10</mark> characters',
      [
        { text: 'Choose a new ', match: false },
        { text: 'password', match: true },
        { text: ' of ', match: false },
        { text: '10', match: true },
        { text: ' characters', match: false },
      ],
    ],
    ['escaped text comes back as typed', 'If 3 &lt; 4 &amp; &quot;a&quot; &gt; &#39;b&#39;', [{ text: `If 3 < 4 & "a" > 'b'`, match: false }]],
    ['escaped markup stays text', '&lt;script&gt;alert(1)&lt;/script&gt;', [{ text: '<script>alert(1)</script>', match: false }]],
    ['an entity is decoded once', '&amp;lt;', [{ text: '&lt;', match: false }]],
    ['nothing', '', []],
  ])('%s', (_case, excerpt, expected) => {
    expect(excerptParts(excerpt)).toEqual(expected);
  });
});
