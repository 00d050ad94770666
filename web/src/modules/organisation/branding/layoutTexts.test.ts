import { describe, expect, it } from 'vitest';
import { textIn, withText } from './layoutTexts';

describe('per-language layout texts', () => {
  it('reads, replaces and removes one language without touching the others', () => {
    const texts = [
      { language: 'en', value: 'Welcome' },
      { language: 'ar', value: 'مرحبًا' },
    ];
    expect(textIn(texts, 'ar')).toBe('مرحبًا');
    expect(textIn(texts, 'fr')).toBe('');
    expect(withText(texts, 'en', 'Hello')).toEqual([
      { language: 'ar', value: 'مرحبًا' },
      { language: 'en', value: 'Hello' },
    ]);
    expect(withText(texts, 'en', '  ')).toEqual([{ language: 'ar', value: 'مرحبًا' }]);
  });
});
