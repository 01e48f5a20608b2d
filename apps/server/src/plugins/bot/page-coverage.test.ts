import { describe, expect, it } from 'vitest';
import type { KnowledgePassage } from './knowledge-files';
import { notSaidIn } from './page-coverage';

const passage = (section: string, body: string): KnowledgePassage => ({
  document: 'Widgets page',
  section,
  body,
  safetyGuidelines: false,
});

describe('notSaidIn', () => {
  const files = [
    passage('Warranty', 'Every widget carries a **two-year warranty** on parts and labour.'),
    passage('Colours', 'Widgets come in twelve colours, from signal red to slate grey.'),
  ];
  const newToFiles = notSaidIn(files);

  it('leaves out a page section whose words one section of the files holds', () => {
    expect(
      newToFiles([passage('Our warranty', 'A two-year warranty on every widget: parts and labour.')]),
    ).toEqual([]);
  });

  it('keeps a section the files do not say, or say only part of', () => {
    const kept = [
      passage('Benefits', 'Every employee gets a bicycle on the first day.'),
      passage('Colours and sizes', 'Twelve colours, three sizes, two finishes and a matching stand.'),
    ];
    expect(newToFiles(kept)).toEqual(kept);
  });

  it('does not add up two sections of the files to cover one of the page', () => {
    const both = passage('Widget basics', 'Twelve colours and a two-year warranty on parts and labour.');
    expect(newToFiles([both])).toEqual([both]);
  });
});
