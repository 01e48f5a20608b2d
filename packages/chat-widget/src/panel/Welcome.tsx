import { chatPanelMessages } from '@ohmstead/contracts/chat';
import { BotAvatar } from '../ui/icons';
import { usePanel } from '../ui/panel-context';
import { startersFor } from './starter-questions';

/** The start screen: greeting and the suggested questions (disabled while an answer is loading). */
export function Welcome() {
  const { store } = usePanel();
  const starters = startersFor(store.bot.value, store.signedIn.value);
  return (
    <div class="cw-welcome">
      <BotAvatar />
      <p class="cw-welcome-title">{chatPanelMessages.welcomeTitle}</p>
      <p class="cw-welcome-text">{chatPanelMessages.welcomeText}</p>
      <ul class="cw-starters" aria-label="Suggested questions">
        {starters.map((question) => (
          <li key={question}>
            <button
              type="button"
              class="cw-starter"
              disabled={store.loading.value}
              onClick={() => store.askStarter(question)}
            >
              {question}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
