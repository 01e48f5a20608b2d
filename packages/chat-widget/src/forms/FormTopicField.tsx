import {
  ENQUIRY_TOPIC_LABEL,
  ENQUIRY_TOPIC_LABELS,
  ENQUIRY_TOPICS,
} from '@ohmstead/contracts/enquiry-topics';
import type { ChatFormState } from './use-chat-form';

/** Not in the spec (ours): what the enquiry is about, as on the contact page. */
export function FormTopicField({ form }: { form: ChatFormState }) {
  const id = form.idOf('topic');
  return (
    <div class="cw-form-field">
      <label for={id} class="cw-form-label">
        {ENQUIRY_TOPIC_LABEL}
      </label>
      <select
        id={id}
        name="topic"
        class="cw-form-input"
        value={form.values.topic}
        onChange={(event) => form.setValue('topic', event.currentTarget.value)}
      >
        {ENQUIRY_TOPICS.map((topic) => (
          <option key={topic} value={topic}>
            {ENQUIRY_TOPIC_LABELS[topic]}
          </option>
        ))}
      </select>
    </div>
  );
}
