/*
 * jsdom knows <dialog> and its `open` attribute but not show(), showModal() or close(), nor the close
 * request an unhandled Escape makes. The site, the widget and the console build every modal on the native
 * element (docs/decisions/0037-native-dialogs.md), so their unit tests (setupFiles of
 * the three browser projects) get this small stand-in instead of a branch in product code. It does what
 * those components rely on: open and close, the first focus, focus given back on close, and Escape's
 * cancel event on the topmost modal dialog unless something handled the key. Making the rest inert and keeping Tab inside
 * stay the browser's job, checked by the e2e tests in Chromium.
 */

if (typeof HTMLDialogElement !== 'undefined' && !('showModal' in HTMLDialogElement.prototype)) {
  const FOCUSABLE =
    'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
  const modals: HTMLDialogElement[] = [];
  const openers = new WeakMap<HTMLDialogElement, HTMLElement | null>();
  const returnValues = new WeakMap<HTMLDialogElement, string>();

  const focused = (): HTMLElement | null => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active instanceof HTMLElement ? active : null;
  };
  const topModal = () => modals.findLast((dialog) => dialog.open && dialog.isConnected);

  Object.defineProperties(HTMLDialogElement.prototype, {
    returnValue: {
      configurable: true,
      get(this: HTMLDialogElement) {
        return returnValues.get(this) ?? '';
      },
      set(this: HTMLDialogElement, value: string) {
        returnValues.set(this, String(value));
      },
    },
    show: {
      configurable: true,
      value(this: HTMLDialogElement) {
        this.open = true;
      },
    },
    showModal: {
      configurable: true,
      value(this: HTMLDialogElement) {
        if (this.open && modals.includes(this)) return;
        if (this.open || !this.isConnected)
          throw new DOMException('Cannot show this dialog', 'InvalidStateError');
        openers.set(this, focused());
        this.open = true;
        modals.push(this);
        // The dialog focusing steps: the autofocus element, or else the first focusable one.
        (
          this.querySelector<HTMLElement>('[autofocus]') ?? this.querySelector<HTMLElement>(FOCUSABLE)
        )?.focus();
      },
    },
    close: {
      configurable: true,
      value(this: HTMLDialogElement, returnValue?: string) {
        if (!this.open) return;
        this.open = false;
        if (returnValue !== undefined) this.returnValue = returnValue;
        modals.splice(modals.indexOf(this), 1);
        const opener = openers.get(this);
        if (opener?.isConnected) opener.focus();
        // Browsers fire `close` from a task, not during close().
        setTimeout(() => this.dispatchEvent(new Event('close')));
      },
    },
  });

  // A browser's default action for a keydown of Escape that nothing cancelled: a close request to the
  // topmost modal dialog, which closes unless its cancel event is cancelled.
  const dispatchEvent = EventTarget.prototype.dispatchEvent;
  EventTarget.prototype.dispatchEvent = function (this: EventTarget, event: Event) {
    const notCancelled = dispatchEvent.call(this, event);
    if (notCancelled && event.type === 'keydown' && (event as KeyboardEvent).key === 'Escape') {
      const dialog = topModal();
      if (dialog && dialog.dispatchEvent(new Event('cancel', { cancelable: true }))) dialog.close();
    }
    return notCancelled;
  };
}
