import { chatMessages } from '@ohmstead/contracts/chat';

/** Under an IA answer that needs them: a pointer to the safety instructions. */
export function GuidelinesNote({ onOpenInstructions }: { onOpenInstructions: () => void }) {
  return (
    <p class="cw-guidelines">
      {chatMessages.guidelinesNote}{' '}
      <button type="button" class="cw-link-button" onClick={onOpenInstructions}>
        Safety Instructions
      </button>
    </p>
  );
}
