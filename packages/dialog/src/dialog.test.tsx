import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog, type DialogProps } from './Dialog';

afterEach(() => cleanup());

/** An opener button and the dialog it opens, as every dialog of the site and the console is used. */
function Harness(props: Omit<DialogProps, 'open' | 'initialFocus'> & { focusSecond?: boolean }) {
  const { focusSecond, onDismiss, ...rest } = props;
  const [open, setOpen] = useState(false);
  const second = useRef<HTMLButtonElement>(null);
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Dialog
          aria-label="Settings"
          {...rest}
          onDismiss={
            onDismiss &&
            (() => {
              onDismiss();
              setOpen(false);
            })
          }
          initialFocus={focusSecond ? () => second.current : undefined}
        >
          <button type="button">First</button>
          <button ref={second} type="button">
            Second
          </button>
          <button type="button" onClick={() => setOpen(false)}>
            Done
          </button>
        </Dialog>
      )}
    </main>
  );
}

/** Opens it as a person does: the opener has the focus when it is pressed. */
const open = () =>
  act(() => {
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    opener.click();
  });
const dialog = () => screen.getByRole('dialog', { name: 'Settings' }) as HTMLDialogElement;

describe('Dialog', () => {
  it('opens modal at the end of <body>, focuses the control asked for and gives focus back on close', async () => {
    render(<Harness focusSecond onDismiss={() => {}} />);
    await open();
    expect(dialog().open).toBe(true);
    expect(dialog().parentElement).toBe(document.body);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Second' }));
    await act(() => screen.getByRole('button', { name: 'Done' }).click());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open' }));
  });

  it('stays where it is rendered when asked to, keeping its place in the page', async () => {
    const { container } = render(<Harness inPlace onDismiss={() => {}} />);
    await open();
    expect(container.querySelector('main')!.contains(dialog())).toBe(true);
  });

  it('is dismissed by Escape when it can be, and only then', async () => {
    const onDismiss = vi.fn();
    render(<Harness onDismiss={onDismiss} />);
    await open();
    await act(() => fireEvent.keyDown(dialog(), { key: 'Escape' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();

    cleanup();
    render(<Harness />);
    await open();
    await act(() => fireEvent.keyDown(dialog(), { key: 'Escape' }));
    expect(dialog().open).toBe(true);
  });

  it('takes a click on its backdrop as a dismissal only when asked, and never a drag that ends there', async () => {
    const onDismiss = vi.fn();
    render(<Harness onDismiss={onDismiss} />);
    await open();
    await act(() => {
      fireEvent.pointerDown(dialog());
      fireEvent.click(dialog());
    });
    expect(onDismiss).not.toHaveBeenCalled();

    cleanup();
    render(<Harness onDismiss={onDismiss} dismissOnBackdrop />);
    await open();
    await act(() => {
      fireEvent.pointerDown(screen.getByRole('button', { name: 'First' }));
      fireEvent.click(dialog());
    });
    expect(onDismiss).not.toHaveBeenCalled();
    await act(() => {
      fireEvent.pointerDown(dialog());
      fireEvent.click(dialog());
    });
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('opens again when the browser closes one that must stay open', async () => {
    render(<Harness />);
    await open();
    const element = dialog();
    await act(() => element.close());
    // The browser fires `close` from a task: the dialog is shown again once it has run.
    await vi.waitFor(() => expect(element.open).toBe(true));
  });
});
