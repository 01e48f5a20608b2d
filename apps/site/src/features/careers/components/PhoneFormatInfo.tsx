import { jobApplicationMessages as m } from '@ohmstead/contracts/jobs';
import { useDisclosure } from '@/components/use-disclosure';
import { applyText } from '../careers-words';

/**
 * The contact number's info popover 'Phone number format' (docs/product.md §2.2): a disclosure button, so it
 * opens with Enter or Space and closes with Escape (without closing the dialog around it), a click
 * elsewhere or focus moving away.
 */
export function PhoneFormatInfo() {
  const { open, listId, rootProps, buttonProps } = useDisclosure<HTMLDivElement>();
  return (
    <div
      {...rootProps}
      className="phone-format"
      onKeyDown={(event) => {
        // The dialog closes on Escape too: while the popover is open, Escape is the popover's. Handled
        // (default prevented), the key makes no close request to the native dialog around it.
        if (event.key === 'Escape' && open) {
          event.preventDefault();
          event.stopPropagation();
        }
        rootProps.onKeyDown(event);
      }}
    >
      <button
        type="button"
        className="phone-format__button"
        aria-label={applyText.phoneInfoButton}
        {...buttonProps}
      >
        <span aria-hidden="true">i</span>
      </button>
      <div id={listId} className="phone-format__popover" hidden={!open}>
        <p className="phone-format__title">{m.phoneFormatTitle}</p>
        <p className="phone-format__text">{m.phoneFormatText}</p>
      </div>
    </div>
  );
}
