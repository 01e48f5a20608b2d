import './CardSkeleton.css';

/** Grey blocks in the shape of the cards while a list loads; announced once as 'Loading'. */
export function CardSkeleton({
  count,
  layout = 'grid',
}: {
  count: number;
  layout?: 'grid' | 'row' | 'featured';
}) {
  return (
    <div className={`card-skeleton card-skeleton--${layout}`} role="status">
      <span className="visually-hidden">Loading…</span>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="card-skeleton__card" aria-hidden="true">
          <div className="card-skeleton__block card-skeleton__image" />
          <div className="card-skeleton__body">
            <div className="card-skeleton__block card-skeleton__badge" />
            <div className="card-skeleton__block card-skeleton__line card-skeleton__line--title" />
            <div className="card-skeleton__block card-skeleton__line" />
            <div className="card-skeleton__block card-skeleton__line" />
            <div className="card-skeleton__block card-skeleton__line card-skeleton__line--short" />
          </div>
        </div>
      ))}
    </div>
  );
}
