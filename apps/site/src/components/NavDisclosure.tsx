import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { ChevronIcon } from './icons';
import type { NavGroup } from './site-navigation';

/**
 * A header menu group that opens below its button (disclosure pattern). Escape closes it and puts
 * focus back on the button; a click elsewhere or focus moving away closes it too.
 */
export function NavDisclosure({ group }: { group: NavGroup }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [open]);

  return (
    <li
      ref={rootRef}
      className={`header__group${open ? ' is-open' : ''}`}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        setOpen(false);
        buttonRef.current?.focus();
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="header__link header__group-button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        {group.label}
        <ChevronIcon size={14} />
      </button>
      <ul id={listId} className="header__submenu" hidden={!open}>
        {group.items.map((item) => (
          <li key={item.to}>
            <Link className="header__submenu-link" to={item.to} onClick={() => setOpen(false)}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}
