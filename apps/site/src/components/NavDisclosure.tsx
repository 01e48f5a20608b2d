import { Link } from 'react-router-dom';
import { ChevronIcon } from './icons';
import type { NavGroup } from './site-navigation';
import { useDisclosure } from './use-disclosure';

/**
 * A header menu group that opens below its button (disclosure pattern). Escape closes it and puts
 * focus back on the button; a click elsewhere or focus moving away closes it too.
 */
export function NavDisclosure({ group }: { group: NavGroup }) {
  const { open, close, listId, rootProps, buttonProps } = useDisclosure<HTMLLIElement>();
  return (
    <li {...rootProps} className={`header__group${open ? ' is-open' : ''}`}>
      <button type="button" className="header__link header__group-button" {...buttonProps}>
        {group.label}
        <ChevronIcon size={14} />
      </button>
      <ul id={listId} className="header__submenu" hidden={!open}>
        {group.items.map((item) => (
          <li key={item.to}>
            <Link className="header__submenu-link" to={item.to} onClick={close}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}
