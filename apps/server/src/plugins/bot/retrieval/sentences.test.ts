import { describe, expect, it } from 'vitest';
import { statementsOf } from './sentences';

const textsOf = (body: string) => statementsOf(body).map((statement) => statement.text);

describe('the statements of a section', () => {
  it('splits paragraphs into sentences, keeping figures, abbreviations and emphasis whole', () => {
    expect(
      textsOf(
        'The AC input is **400-480 VAC**, e.g. in the U.S. market. Protect it with a 350 A breaker.\n' +
          'Mount it 1.5 m above the floor.',
      ),
    ).toEqual([
      'The AC input is **400-480 VAC**, e.g. in the U.S. market.',
      'Protect it with a 350 A breaker.',
      'Mount it 1.5 m above the floor.',
    ]);
  });

  it('takes each list item, continued lines included, as one statement', () => {
    expect(
      textsOf('Check:\n\n- The design,\n  approved.\n- The survey.\n1. First step.\n2. Second.'),
    ).toEqual(['Check:', 'The design, approved.', 'The survey.', 'First step.', 'Second.']);
  });

  it('reads a table row with its header, and a picture as a statement of its own', () => {
    expect(
      textsOf('| Cabinet | AC ports |\n| :-- | :-: |\n| DC | none |\n\n![A cabinet](/assets/a.svg)\n\nDone.'),
    ).toEqual(['Cabinet: DC, AC ports: none', '![A cabinet](/assets/a.svg)', 'Done.']);
  });
});

describe('a list and what introduces it', () => {
  it('marks list items and table rows, not sentences', () => {
    expect(statementsOf('Three markets:\n\n- Buildings.\n- Fleets.').map((s) => s.item)).toEqual([
      false,
      true,
      true,
    ]);
  });
});
