import { Component, type ComponentChildren } from 'preact';

/** A rendering failure stays inside the panel: the chat says so and offers a fresh start. */
export class PanelErrorBoundary extends Component<
  { children: ComponentChildren; onRestart: () => void },
  { failed: boolean }
> {
  override state = { failed: false };

  override componentDidCatch(error: unknown) {
    console.error('ChatWidget: the chat panel failed', error);
    this.setState({ failed: true });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section class="cw-panel" role="alert">
        <p class="cw-panel-error">Something went wrong in the chat.</p>
        <button
          type="button"
          class="cw-button cw-button-primary"
          onClick={() => {
            this.props.onRestart();
            this.setState({ failed: false });
          }}
        >
          Start a new chat
        </button>
      </section>
    );
  }
}
