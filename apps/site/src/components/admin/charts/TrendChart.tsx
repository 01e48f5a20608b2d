import type { SeriesPoint } from '@ohmstead/contracts/admin-lists';
import { useId } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import './TrendChart.css';

export interface ChartSeries {
  /** The key of `values` in each point. */
  key: string;
  label: string;
}

export interface TrendChartProps {
  title: string;
  /** Periods in order (days or weeks in the viewer's time zone), each with a value per series. */
  points: SeriesPoint[];
  series: ChartSeries[];
  /** Lines for a trend, bars (stacked with `stacked`) for counts per period. */
  kind?: 'line' | 'bar';
  stacked?: boolean;
  /** The column heading of the periods in the table, e.g. 'Day' or 'Week of'. */
  periodLabel?: string;
  /**
   * Where the figure of one period and series drills down to: its table cell becomes that link, and its
   * bar leads there when clicked.
   */
  linkFor?: (period: string, key: string) => string | undefined;
}

/** Colours the series take in order; each passes 3:1 against the white card (WCAG non-text contrast). */
const SERIES_COLOURS = ['#0b5cad', '#b3471d', '#2e7d32', '#6a3d9a', '#8a6d00', '#00727a'];

/**
 * A chart over time from Recharts (loaded only with the admin screens that draw one), and the same numbers
 * as a table behind "Show as table": a screen reader or keyboard user reads every value.
 */
export function TrendChart({
  title,
  points,
  series,
  kind = 'line',
  stacked = false,
  periodLabel = 'Period',
  linkFor,
}: TrendChartProps) {
  const titleId = useId();
  const navigate = useNavigate();
  const data = points.map((point) => ({ period: point.period, ...point.values }));
  const Chart = kind === 'bar' ? BarChart : LineChart;
  return (
    <figure className="trend-chart" aria-labelledby={titleId}>
      <figcaption id={titleId} className="trend-chart__title">
        {title}
      </figcaption>
      {points.length === 0 ? (
        <p className="trend-chart__empty">No data in this period.</p>
      ) : (
        <div className="trend-chart__plot" aria-hidden="true">
          <ResponsiveContainer width="100%" height={240}>
            {/* No keyboard layer: the plot is hidden from assistive technology (its table is the accessible
                form), so nothing inside it may take the focus (axe: aria-hidden-focus). */}
            <Chart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 0 }} accessibilityLayer={false}>
              <CartesianGrid strokeDasharray="3 3" stroke="#d9dee5" />
              <XAxis dataKey="period" tick={{ fontSize: 12 }} />
              <YAxis allowDecimals={false} tick={{ fontSize: 12 }} width={40} />
              <Tooltip />
              {series.length > 1 && <Legend />}
              {series.map((item, index) =>
                kind === 'bar' ? (
                  <Bar
                    key={item.key}
                    dataKey={item.key}
                    name={item.label}
                    fill={SERIES_COLOURS[index % SERIES_COLOURS.length]}
                    {...(stacked ? { stackId: 'all' } : {})}
                    {...(linkFor
                      ? {
                          cursor: 'pointer',
                          onClick: (bar: { payload?: { period?: string } }) => {
                            const to = bar.payload?.period && linkFor(bar.payload.period, item.key);
                            if (to) void navigate(to);
                          },
                        }
                      : {})}
                    isAnimationActive={false}
                  />
                ) : (
                  <Line
                    key={item.key}
                    type="monotone"
                    dataKey={item.key}
                    name={item.label}
                    stroke={SERIES_COLOURS[index % SERIES_COLOURS.length]}
                    strokeWidth={2}
                    dot={false}
                    isAnimationActive={false}
                  />
                ),
              )}
            </Chart>
          </ResponsiveContainer>
        </div>
      )}
      {points.length > 0 && (
        <details className="trend-chart__table">
          <summary>Show as table</summary>
          <table>
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{periodLabel}</th>
                {series.map((item) => (
                  <th key={item.key} scope="col">
                    {item.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {points.map((point) => (
                <tr key={point.period}>
                  <th scope="row">{point.period}</th>
                  {series.map((item) => {
                    const value = point.values[item.key] ?? 0;
                    const to = value > 0 ? linkFor?.(point.period, item.key) : undefined;
                    return <td key={item.key}>{to ? <Link to={to}>{value}</Link> : value}</td>;
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      )}
    </figure>
  );
}
