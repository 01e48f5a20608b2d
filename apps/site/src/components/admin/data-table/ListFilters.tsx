import { type FormEvent, useId, useState } from 'react';
import { authorizedBlob } from '@/lib/authorized-api';
import { saveBlob } from '@/lib/save-blob';
import { dataTableWords as words } from './data-table-words';

/** A search box of a list: applied on Enter or its button, so each keystroke is no request. */
export function SearchFilter({
  value,
  onSearch,
  placeholder,
}: {
  value: string;
  onSearch: (text: string) => void;
  placeholder?: string;
}) {
  const [text, setText] = useState(value);
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form className="list-filter list-filter--search" role="search" onSubmit={submit}>
      <label htmlFor={id}>{words.search}</label>
      <span className="list-filter__row">
        <input
          id={id}
          type="search"
          value={text}
          placeholder={placeholder}
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" className="admin-button admin-button--secondary">
          {words.search}
        </button>
      </span>
    </form>
  );
}

/** `YYYY-MM-DD` of an instant in the viewer's time zone (what a date input shows). */
export const localDay = (iso: string | undefined): string => {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

/** The instant a day begins (or, with `end`, its last millisecond) in the viewer's time zone. */
export const dayBoundary = (day: string, end = false): string | undefined => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  return (end ? new Date(y, m - 1, d, 23, 59, 59, 999) : new Date(y, m - 1, d)).toISOString();
};

/** From and to days of a list or dashboard, in the viewer's time zone; sent to the server as instants. */
export function DateRangeFilter({
  from,
  to,
  onChange,
}: {
  from: string | undefined;
  to: string | undefined;
  onChange: (range: { from: string | undefined; to: string | undefined }) => void;
}) {
  return (
    <fieldset className="list-filter list-filter--range">
      <legend className="visually-hidden">Date range</legend>
      <DayField
        label={words.from}
        instant={from}
        bounds={{ max: localDay(to) || undefined }}
        onDay={(day) => onChange({ from: dayBoundary(day), to })}
      />
      <DayField
        label={words.to}
        instant={to}
        bounds={{ min: localDay(from) || undefined }}
        onDay={(day) => onChange({ from, to: dayBoundary(day, true) })}
      />
    </fieldset>
  );
}

/** One end of the date range: a labelled date input, bounded by the other end's day. */
function DayField({
  label,
  instant,
  bounds,
  onDay,
}: {
  label: string;
  instant: string | undefined;
  bounds: { min?: string; max?: string };
  onDay: (day: string) => void;
}) {
  const id = useId();
  return (
    <span className="list-filter__field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="date"
        value={localDay(instant)}
        {...bounds}
        onChange={(event) => onDay(event.target.value)}
      />
    </span>
  );
}

/** Downloads the list's rows as CSV, with the signed-in user's token (`path` is the list call with format=csv). */
export function CsvExportButton({ path, fileName }: { path: string; fileName: string }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    const result = await authorizedBlob(path);
    setBusy(false);
    if (result.ok) saveBlob(result.data, fileName);
    else setError(words.exportFailed(result.message));
  };
  return (
    <span className="list-filter list-filter--export">
      <button
        type="button"
        className="admin-button admin-button--secondary"
        disabled={busy}
        onClick={() => void download()}
      >
        {busy ? words.exporting : words.exportCsv}
      </button>
      {error && (
        <span className="list-filter__error" role="alert">
          {error}
        </span>
      )}
    </span>
  );
}
