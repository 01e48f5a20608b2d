import { chatChunkMessages } from '@ohmstead/contracts/chat-chunk-messages';

/** Under an IA answer that needs them: a pointer to the safety instructions. */
export function GuidelinesNote({ onOpenInstructions }: { onOpenInstructions: () => void }) {
  return (
    <p class="cw-guidelines">
      {chatChunkMessages.guidelinesNote}{' '}
      <button type="button" class="cw-link-button" onClick={onOpenInstructions}>
        Safety Instructions
      </button>
    </p>
  );
}
