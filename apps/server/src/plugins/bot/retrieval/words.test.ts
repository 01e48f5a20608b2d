import { describe, expect, it } from 'vitest';
import { americanSpelling, termOf, wordsOf } from './words';

describe('how the bots read words', () => {
  it('keeps hyphenated words, figures and codes whole, lower case and without accents', () => {
    expect(wordsOf('Vehicle-to-Grid at 400-480 VAC, 1.5 m, IP65 — café’s Résumé')).toEqual([
      'vehicle-to-grid',
      'at',
      '400-480',
      'vac',
      '1.5',
      'm',
      'ip65',
      'cafe',
      'resume',
    ]);
  });

  it('writes British spellings the American way, and leaves words the rules would break', () => {
    expect(
      ['energise', 'organisation', 'colour', 'metre', 'centre', 'analyse'].map(americanSpelling),
    ).toEqual(['energize', 'organization', 'color', 'meter', 'center', 'analyze']);
    expect(['promise', 'hour', 'four', 'maintenance', 'sequence'].map(americanSpelling)).toEqual([
      'promise',
      'hour',
      'four',
      'maintenance',
      'sequence',
    ]);
  });

  it('matches the forms of a word by its stem', () => {
    expect(termOf('charges')).toBe(termOf('charging'));
    expect(termOf('energised')).toBe(termOf('energize'));
    expect(termOf('400-480')).toBe('400-480');
  });
});
