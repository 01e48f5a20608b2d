import { describe, expect, it } from 'vitest';
import { feedPageTags, firstSentence, keywordsFrom, SEO_DESCRIPTION_MAX, STOP_WORDS } from './feed-seo';

describe('firstSentence', () => {
  it('ends at the first full stop, question or exclamation mark followed by a space', () => {
    expect(firstSentence('Power is here. It is quiet.')).toBe('Power is here.');
    expect(firstSentence('Ready? Let us go.')).toBe('Ready?');
    expect(firstSentence('Wow! Such routing.')).toBe('Wow!');
  });

  it('returns the whole text when no sentence ends in it', () => {
    expect(firstSentence('No full stop at all')).toBe('No full stop at all');
    expect(firstSentence('')).toBe('');
  });

  it('keeps decimals, version numbers and addresses inside the sentence', () => {
    expect(firstSentence('Efficiency rose to 98.5 percent in v2.1 tests. More soon.')).toBe(
      'Efficiency rose to 98.5 percent in v2.1 tests.',
    );
    expect(firstSentence('See ohmsteadpower.com for details. Thanks.')).toBe(
      'See ohmsteadpower.com for details.',
    );
  });

  it('does not end at common abbreviations, initials or a full stop before a lower-case word', () => {
    expect(firstSentence('Dr. Chen and Mr. Hale met in the U.S. on Friday. Then they left.')).toBe(
      'Dr. Chen and Mr. Hale met in the U.S. on Friday.',
    );
    expect(firstSentence('Ohmstead Power, Inc. announced a deal. Details follow.')).toBe(
      'Ohmstead Power, Inc. announced a deal.',
    );
    expect(firstSentence('Tools, e.g. routers, ship today. Yes.')).toBe('Tools, e.g. routers, ship today.');
    expect(firstSentence('Written by J. R. Smith today. End.')).toBe('Written by J. R. Smith today.');
    expect(firstSentence('It ends with etc. and then goes on. Second.')).toBe(
      'It ends with etc. and then goes on.',
    );
  });

  it('keeps closing quotes and brackets, and ellipses or repeated marks, with the sentence', () => {
    expect(firstSentence('She said "it works." Then she left.')).toBe('She said "it works."');
    expect(firstSentence('(A short note.) The rest.')).toBe('(A short note.)');
    expect(firstSentence('Really?! Yes.')).toBe('Really?!');
    expect(firstSentence('Wait... What happened.')).toBe('Wait...');
  });

  it('collapses white space and line breaks', () => {
    expect(firstSentence('  One\n\tline\n here.   Two.')).toBe('One line here.');
  });
});

describe('keywordsFrom', () => {
  it('lower-cases, removes stop words and keeps the first appearance of each word', () => {
    expect(keywordsFrom('The Power Router and the POWER bridge')).toEqual(['power', 'router', 'bridge']);
  });

  it('keeps letters and digits only: punctuation and symbols split words', () => {
    expect(keywordsFrom('800V DC-to-AC conversion; 98% efficient! (grid_forming)')).toEqual([
      '800v',
      'dc',
      'ac',
      'conversion',
      '98',
      'efficient',
      'grid',
      'forming',
    ]);
  });

  it('drops possessive endings and joins contractions', () => {
    expect(keywordsFrom("The company's router isn't noisy")).toEqual(['company', 'router', 'noisy']);
  });

  it('keeps letters of other alphabets', () => {
    expect(keywordsFrom('Énergie für Städte')).toEqual(['énergie', 'für', 'städte']);
  });

  it('returns at most 10 words', () => {
    const text = 'alpha bravo charlie delta echo foxtrot golf hotel india juliet kilo lima';
    expect(keywordsFrom(text)).toHaveLength(10);
    expect(keywordsFrom(text).at(-1)).toBe('juliet');
    expect(keywordsFrom(text, 3)).toEqual(['alpha', 'bravo', 'charlie']);
  });

  it('returns nothing for text of stop words only', () => {
    expect(keywordsFrom('and the of to it is')).toEqual([]);
    expect(STOP_WORDS.has('the')).toBe(true);
  });
});

describe('feedPageTags', () => {
  it('uses the heading as title, the first sentence of the tag-free text as description', () => {
    const tags = feedPageTags({
      heading: '  Ohmstead raises $20M  ',
      description:
        '<p>Ohmstead <strong>Power</strong> raised $20M.</p><p>The round was led by investors.</p>',
    });
    expect(tags.title).toBe('Ohmstead raises $20M');
    expect(tags.description).toBe('Ohmstead Power raised $20M.');
    expect(tags.keywords).toBe('ohmstead, power, raised, 20m, round, led, investors');
  });

  it('decodes entities and separates block elements and line breaks', () => {
    const tags = feedPageTags({
      heading: 'H',
      description: '<p>R&amp;D&nbsp;team &lt;3 grids&#33;</p><p>Next</p>',
    });
    expect(tags.description).toBe('R&D team <3 grids!');
    expect(feedPageTags({ heading: 'H', description: 'one<br>two' }).keywords).toBe('two');
    expect(feedPageTags({ heading: 'H', description: '<li>alpha</li><li>beta</li>' }).keywords).toBe(
      'alpha, beta',
    );
  });

  it('ignores the text of scripts and styles', () => {
    const tags = feedPageTags({
      heading: 'H',
      description: '<style>p{color:red}</style><script>alert(1)</script><p>Clean text.</p>',
    });
    expect(tags.description).toBe('Clean text.');
    expect(tags.keywords).toBe('clean, text');
  });

  it('takes the keywords from the heading when the text has none', () => {
    expect(feedPageTags({ heading: 'Grid Forming Explained', description: '' })).toEqual({
      title: 'Grid Forming Explained',
      description: '',
      keywords: 'grid, forming, explained',
    });
  });

  it('cuts an overlong first sentence at a word', () => {
    const long = `${'word '.repeat(200)}end.`;
    const { description } = feedPageTags({ heading: 'H', description: long });
    expect(description.length).toBeLessThanOrEqual(SEO_DESCRIPTION_MAX);
    expect(description.endsWith('word…')).toBe(true);
  });
});
