import { Link } from 'react-router-dom';
import './KpiTile.css';

export interface KpiTileProps {
  label: string;
  value: number;
  /** The same figure in the period before, for the change shown beside it. */
  previous?: number;
  /** The screen the figure comes from. */
  to?: string;
  /** How the value reads, e.g. minutes; counts by default. */
  format?: (value: number) => string;
}

const count = new Intl.NumberFormat('en-US');

/** One key figure of a dashboard, its change against the period before, and a link to where it comes from. */
export function KpiTile({ label, value, previous, to, format = (n) => count.format(n) }: KpiTileProps) {
  const change =
    previous === undefined || previous === 0 ? null : Math.round(((value - previous) / previous) * 100);
  const body = (
    <>
      <span className="kpi-tile__label">{label}</span>
      <span className="kpi-tile__value">{format(value)}</span>
      {previous !== undefined && (
        <span className="kpi-tile__change">
          {change === null
            ? `${format(previous)} the period before`
            : `${change > 0 ? '+' : ''}${change}% on the period before`}
        </span>
      )}
    </>
  );
  return to ? (
    <Link className="kpi-tile kpi-tile--link" to={to}>
      {body}
    </Link>
  ) : (
    <div className="kpi-tile">{body}</div>
  );
}
