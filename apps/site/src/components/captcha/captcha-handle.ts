/** What a form can do with a captcha: clear it for a fresh attempt, and move focus to it. */
export interface CaptchaHandle {
  reset: () => void;
  focus: () => void;
}

/** Each provider widget reports its proof ('' when there is none) and is controlled by a handle. */
export interface ProviderWidgetProps {
  onToken: (token: string) => void;
  handleRef: { current: CaptchaHandle | null };
  /** Called when the provider cannot be used at all (script failed to load). */
  onUnavailable: () => void;
}
