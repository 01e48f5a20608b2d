import { LegalBlocks } from '../components/LegalText';
import { TableOfContents } from '../components/TableOfContents';
import { legalDocuments } from '../content/documents';
import type { LegalDocumentId } from '../content/types';
import { legalPageTags } from '../legal-tags';
import { useDocumentTitle } from '../use-document-title';
import './LegalPage.css';

/** One of the static legal pages: title, 'Last updated {date}', contents, and numbered sections. */
export function LegalPage({ document: documentId }: { document: LegalDocumentId }) {
  const legal = legalDocuments[documentId];
  useDocumentTitle(legalPageTags(legal));
  return (
    <article className="legal-page" aria-labelledby="legal-title">
      <header className="legal-page__header">
        <div className="container">
          <h1 id="legal-title">{legal.title}</h1>
          <p className="legal-page__updated">Last updated {legal.lastUpdated}</p>
        </div>
      </header>
      <div className="container legal-page__layout">
        <aside className="legal-page__aside">
          <TableOfContents sections={legal.sections} />
        </aside>
        <div className="legal-page__body">
          <div className="legal-page__summary">
            <LegalBlocks blocks={legal.summary} />
          </div>
          {legal.sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              className="legal-page__section"
              aria-labelledby={`${section.id}-title`}
            >
              <h2 id={`${section.id}-title`}>
                <span className="legal-page__number">{index + 1}.</span> {section.title}
              </h2>
              <LegalBlocks blocks={section.blocks} />
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
