import './PageLoading.css';

/** Shown while a page's code loads; announced politely to screen readers. */
export function PageLoading({ label = 'Loading page…' }: { label?: string }) {
  return (
    <div className="page-loading" role="status">
      <span className="spinner page-loading__spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
