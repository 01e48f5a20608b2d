import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';

/**
 * A menu that opens below its button (disclosure pattern): Escape closes it and puts focus back on
 * the button; a click elsewhere or focus moving away closes it too. Spread `rootProps` on the element
 * that holds both the button and the list.
 */
export function useDisclosure<Root extends HTMLElement>() {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<Root>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [open]);

  const rootProps = {
    ref: rootRef,
    onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape' || !open) return;
      setOpen(false);
      buttonRef.current?.focus();
    },
    onBlur(event: FocusEvent) {
      if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
    },
  };
  const buttonProps = {
    ref: buttonRef,
    'aria-expanded': open,
    'aria-controls': listId,
    onClick: () => setOpen((isOpen) => !isOpen),
  };
  return { open, close: () => setOpen(false), listId, rootProps, buttonProps };
}
