import { describe, expect, it } from 'vitest';
import { parseDocument } from './knowledge-files';

describe('a knowledge-base document', () => {
  it('becomes one passage per ## section, titled by its front matter', () => {
    const passages = parseDocument(
      '---\ntitle: Specifications\nsafety_guidelines: false\n---\n\n# Ignored\n\nIntro.\n\n## Ratings\n\n400-480 VAC.\n\n## Enclosure\n\nIP65.\n',
      'specifications.md',
    );
    expect(passages).toEqual([
      { document: 'Specifications', section: 'Ratings', body: '400-480 VAC.', safetyGuidelines: false },
      { document: 'Specifications', section: 'Enclosure', body: 'IP65.', safetyGuidelines: false },
    ]);
  });

  it('needs safety guidelines unless it says otherwise, and falls back to the # title', () => {
    const [passage] = parseDocument('# Maintenance\n\n## Filters\n\nClean them.\n', 'maintenance.md');
    expect(passage).toMatchObject({ document: 'Maintenance', safetyGuidelines: true });
  });

  it('gives each section what its document is about, when the front matter names it', () => {
    const [passage] = parseDocument(
      '---\ntitle: Installation\nabout: Power Router, its cabinet\n---\n\n## Lugs\n\nTorque them.\n',
      'installation.md',
    );
    expect(passage).toMatchObject({ document: 'Installation', about: 'Power Router, its cabinet' });
  });

  it('refuses a file without sections or with an empty one', () => {
    expect(() => parseDocument('# Nothing here\n', 'empty.md')).toThrow(/no "## Section"/);
    expect(() => parseDocument('## Heading only\n\n## Next\n\ntext', 'empty.md')).toThrow(/Heading only/);
  });
});
