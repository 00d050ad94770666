import { describe, expect, it } from 'vitest';
import { cutPreview } from './preview';

describe('cutPreview', () => {
  it('keeps a text of up to 80 characters whole', () => {
    const eighty = 'a'.repeat(80);
    expect(cutPreview(eighty)).toBe(eighty);
    expect(cutPreview('Short note')).toBe('Short note');
  });

  it('cuts a longer text at 80 characters and adds ...', () => {
    expect(cutPreview('b'.repeat(81))).toBe(`${'b'.repeat(80)}...`);
  });

  it('does not leave a space before the dots', () => {
    const text = `${'c'.repeat(79)} and more words`;
    expect(cutPreview(text)).toBe(`${'c'.repeat(79)}...`);
  });

  it('counts an emoji as one character and never splits it', () => {
    const text = '🚀'.repeat(81);
    expect(cutPreview(text)).toBe(`${'🚀'.repeat(80)}...`);
  });
});
