import { useEffect, useId, useRef } from 'preact/hooks';
import { InfoIcon } from '../ui/icons';
import { useLazyChunk } from '../ui/lazy-chunk';
import { usePanel } from '../ui/panel-context';
import { AnswerProgress } from './AnswerProgress';
import { loadDialogs, loadSafety } from './chunks';
import { Composer } from './Composer';
import { Header } from './Header';
import { MessageList } from './MessageList';
import { Welcome } from './Welcome';

/** The chat panel (docs/product.md §3.2 "Chat panel"): a non-modal dialog beside the host page. */
export function Panel({ onMinimise }: { onMinimise: () => void }) {
  const { store, root } = usePanel();
  const titleId = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  const bot = store.bot.value;
  const user = store.user.value;
  const installer = bot === 'IA' && user !== null;
  const modal = store.modal.value;
  const warning = store.session.warningVisible.value;
  const shown = store.isOpen.value;
  const wizard = store.safetyWizardDue.value;
  const safety = useLazyChunk(loadSafety, installer, root);
  const dialogs = useLazyChunk(
    loadDialogs,
    modal !== null || warning || store.messages.value.length > 0,
    root,
  );
  const closeModal = store.closeModal;
  // After the wizard is acknowledged the chat is ready: the input takes the focus the wizard had.
  const wizardWasDueRef = useRef(wizard);
  useEffect(() => {
    if (wizardWasDueRef.current && !wizard)
      scrollRef.current?.parentElement?.querySelector<HTMLElement>('.cw-input')?.focus();
    wizardWasDueRef.current = wizard;
  }, [wizard]);
  // Everything done in the panel counts as activity (docs/product.md §3.4), except inside the expiry warning,
  // whose own buttons decide between Continue and End.
  const activity = (event: Event) => {
    if (!(event.target as Element).closest?.('.cw-modal-expiring')) store.session.activity();
  };

  return (
    <section
      class={`cw-panel${store.fullscreen.value ? ' cw-fullscreen' : ''}`}
      role="dialog"
      aria-labelledby={titleId}
      onPointerDownCapture={activity}
      onKeyDownCapture={activity}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !modal && !warning && !wizard) onMinimise();
      }}
    >
      <Header titleId={titleId} onMinimise={onMinimise} />
      <div class="cw-main">
        {/* The modal dialogs make everything else inert themselves (showModal); the wizard is not modal. */}
        <div class={`cw-body${warning ? ' cw-blurred' : ''}`} inert={wizard}>
          {installer && safety && !store.safetyStripDismissed.value && (
            <safety.SafetyStrip
              store={store}
              onOpenInstructions={() => store.openModal('safety-instructions')}
            />
          )}
          {dialogs && <dialogs.Banners />}
          {/* Focusable, so a keyboard can scroll a long chat whose messages hold no link or button. */}
          <div class="cw-scroll" ref={scrollRef} tabIndex={0}>
            {/* A live log: screen readers announce each new message. */}
            <div role="log" aria-live="polite" aria-relevant="additions">
              {store.messages.value.length === 0 ? <Welcome /> : <MessageList scrollRef={scrollRef} />}
            </div>
            <AnswerProgress scrollRef={scrollRef} />
          </div>
          <Composer />
          <p class="cw-footer">
            <span>AI answers can be wrong.</span>
            <button type="button" class="cw-link-button" onClick={() => store.openModal('disclaimer')}>
              <InfoIcon /> Disclaimer
            </button>
            {installer && safety && (
              <a
                href={`${store.config.assetBase}${safety.INSTALLATION_MANUAL_PATH}`}
                target="_blank"
                rel="noopener noreferrer"
              >
                Installation Manual
              </a>
            )}
          </p>
        </div>
        {/* Over the body only: the header's minimise and bot chip stay usable while the wizard is due. */}
        {wizard && safety && <safety.SafetyWizard store={store} />}
      </div>
      {/* A modal dialog makes the whole page inert: only while the panel is shown (a warning that comes
          while it is minimised waits for it, as the dialog that was open when it was closed does). */}
      {shown && (
        <>
          {dialogs && modal === 'disclaimer' && <dialogs.DisclaimerModal onClose={closeModal} />}
          {dialogs && modal === 'bot-switch' && <dialogs.BotSwitchModal onClose={closeModal} />}
          {/* docs/product.md §3.2: the instructions open only for user data carrying the isSafetyCheck flag. */}
          {modal === 'safety-instructions' && safety && user && 'isSafetyCheck' in user && (
            <safety.SafetyInstructionsModal store={store} onClose={closeModal} />
          )}
          {dialogs && modal === 'lightbox' && store.lightboxImage.value && (
            <dialogs.Lightbox {...store.lightboxImage.value} onClose={closeModal} />
          )}
          {dialogs && warning && <dialogs.ExpiringModal />}
        </>
      )}
    </section>
  );
}
