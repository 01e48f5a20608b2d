import { type ReactNode, useId } from 'react';
import { FormAlert } from '../form/FormAlert';
import { adminWords } from './admin-words';
import './AdminPage.css';

/** A screen's heading and the sentence that says what it is for. */
export function AdminPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <article className="admin-page">
      <header className="admin-page__header">
        <h1 className="admin-page__title">{title}</h1>
        {intro && <p className="admin-page__intro">{intro}</p>}
      </header>
      {children}
    </article>
  );
}

/** A white panel that holds one form or table; with a title it is a region named by it. */
export function AdminCard({
  title,
  intro,
  children,
}: {
  title?: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section className="admin-card" aria-labelledby={title ? titleId : undefined}>
      {title && (
        <h2 id={titleId} className="admin-card__title">
          {title}
        </h2>
      )}
      {intro && <p className="admin-card__intro">{intro}</p>}
      {children}
    </section>
  );
}

/** While a screen's data loads, and when it could not be loaded (with the reason and a retry). */
export function LoadState({ error, onRetry }: { error: string | null; onRetry: () => void }) {
  if (error === null)
    return (
      <p className="admin-page__loading" role="status">
        {adminWords.loading}
      </p>
    );
  return (
    <div className="admin-page__failure">
      <FormAlert tone="error">
        {adminWords.loadFailed} {error}
      </FormAlert>
      <button type="button" className="admin-button admin-button--secondary" onClick={onRetry}>
        {adminWords.retry}
      </button>
    </div>
  );
}
