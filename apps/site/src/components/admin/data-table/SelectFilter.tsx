import { useId } from 'react';
import { SelectOptions } from '../../form/SelectOptions';
import './SelectFilter.css';

export interface SelectOption {
  value: string;
  label: string;
}

/**
 * A list's filter with a fixed set of values (a role, a status, a type): the first option, with the
 * empty value, is "any". Applied as soon as it changes (one request, unlike typing a search).
 */
export function SelectFilter({
  label,
  value,
  anyLabel,
  options,
  onChange,
}: {
  label: string;
  value: string | undefined;
  anyLabel: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <span className="list-filter list-filter--select">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value ?? ''} onChange={(event) => onChange(event.target.value)}>
        <option value="">{anyLabel}</option>
        <SelectOptions options={options} />
      </select>
    </span>
  );
}
