/** @jsxImportSource react */
import { useId, useRef, useState } from 'react';
import { consoleTexts } from '../constants';
import { Dialog } from '../dialog/Dialog';

interface EndChatConfirmProps {
  customerName: string;
  onConfirm: () => Promise<void>;
}

/**
 * 'End chat' with a confirmation: the question opens in a small modal alert dialog, focus moves to its
 * confirm button, Escape or Cancel closes it and focus returns to 'End chat'.
 */
export function EndChatConfirm({ customerName, onConfirm }: EndChatConfirmProps) {
  const [asking, setAsking] = useState(false);
  const [ending, setEnding] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const questionId = useId();

  async function confirm() {
    setEnding(true);
    try {
      await onConfirm();
    } finally {
      setEnding(false);
      setAsking(false);
    }
  }

  return (
    <>
      <button
        ref={openerRef}
        type="button"
        className="ac-button ac-button--danger"
        onClick={() => setAsking(true)}
      >
        {consoleTexts.endChat}
      </button>
      {asking && (
        <Dialog
          role="alertdialog"
          className="ac-confirm"
          aria-labelledby={questionId}
          onDismiss={() => setAsking(false)}
          initialFocus={() => confirmRef.current}
          returnFocusTo={openerRef}
        >
          <p id={questionId}>End the chat with {customerName}? The customer goes back to the bot.</p>
          <div className="ac-actions">
            <button
              ref={confirmRef}
              type="button"
              className="ac-button ac-button--danger"
              disabled={ending}
              onClick={() => void confirm()}
            >
              {consoleTexts.confirmEndChat}
            </button>
            <button type="button" className="ac-button" onClick={() => setAsking(false)}>
              {consoleTexts.cancel}
            </button>
          </div>
        </Dialog>
      )}
    </>
  );
}
