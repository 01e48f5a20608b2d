import type { LegalSection } from '../content/types';

/** Links to every section of the document, numbered as the sections are. */
export function TableOfContents({ sections }: { sections: LegalSection[] }) {
  return (
    <nav className="legal-toc" aria-labelledby="legal-toc-heading">
      <h2 id="legal-toc-heading" className="legal-toc__heading">
        Contents
      </h2>
      <ol className="legal-toc__list">
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`}>{section.title}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
