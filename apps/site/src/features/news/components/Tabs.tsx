import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { rovingIndex } from '@/components/roving-index';
import './Tabs.css';

export interface TabItem {
  id: string;
  label: string;
  /** Renders the panel; `selected` lets a panel start work only once it is shown. */
  render: (selected: boolean) => ReactNode;
}

/** The ids that tie a tab to its panel. */
export const tabIds = (baseId: string, id: string) => ({
  tab: `${baseId}-tab-${id}`,
  panel: `${baseId}-panel-${id}`,
});

interface TabListProps {
  items: Pick<TabItem, 'id' | 'label'>[];
  selected: string | undefined;
  onSelect: (id: string) => void;
  label: string;
  /** The base of the tabs' and panels' ids (tabIds). */
  baseId: string;
}

/**
 * The tab buttons of the WAI-ARIA tabs pattern: one tab stop; arrow keys, Home and End move between
 * tabs and select them. The panels are the caller's, with the ids of tabIds.
 */
export function TabList({ items, selected, onSelect, label, baseId }: TabListProps) {
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const target = rovingIndex(event.key, index, items.length);
    if (target === undefined) return;
    event.preventDefault();
    const item = items[target]!;
    onSelect(item.id);
    tabRefs.current.get(item.id)?.focus();
  };

  return (
    <div className="tabs__list" role="tablist" aria-label={label}>
      {items.map((item, index) => (
        <button
          key={item.id}
          ref={(element) => {
            if (element) tabRefs.current.set(item.id, element);
            else tabRefs.current.delete(item.id);
          }}
          type="button"
          role="tab"
          id={tabIds(baseId, item.id).tab}
          aria-controls={tabIds(baseId, item.id).panel}
          aria-selected={item.id === selected}
          tabIndex={item.id === selected ? 0 : -1}
          className="tabs__tab"
          onClick={() => onSelect(item.id)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}

/** Tabs with their panels; every panel stays mounted (hidden when not selected) so it keeps its state. */
export function Tabs({ items, label }: { items: TabItem[]; label: string }) {
  const [selected, setSelected] = useState(items[0]?.id);
  const baseId = useId();
  return (
    <div className="tabs">
      <TabList items={items} selected={selected} onSelect={setSelected} label={label} baseId={baseId} />
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={tabIds(baseId, item.id).panel}
          aria-labelledby={tabIds(baseId, item.id).tab}
          hidden={item.id !== selected}
          tabIndex={0}
          className="tabs__panel"
        >
          {item.render(item.id === selected)}
        </div>
      ))}
    </div>
  );
}
