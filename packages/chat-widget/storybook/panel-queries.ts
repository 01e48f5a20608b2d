import { expect, waitFor, within } from 'storybook/test';

/** The open panel inside the frame's shadow root (queries do not cross shadow roots by themselves). */
export async function panelOf(canvasElement: HTMLElement): Promise<HTMLElement> {
  return waitFor(() => {
    const panel = canvasElement
      .querySelector('ohmstead-chat-widget')
      ?.shadowRoot?.querySelector<HTMLElement>('.cw-panel');
    expect(panel).toBeTruthy();
    return panel!;
  });
}

/** Testing Library queries scoped to the open panel. */
export async function withinPanel(canvasElement: HTMLElement) {
  return within(await panelOf(canvasElement));
}
