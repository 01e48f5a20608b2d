import { useId } from 'react';
import { Checkbox } from '@/components/form/Checkbox';
import { describedBy } from '@/components/form/field-ids';
import { FieldError } from '@/components/form/FieldError';
import { SubmitButton } from '@/components/form/SubmitButton';
import { feedsText } from '../feeds-words';
import type { useFeedMedia } from '../hooks/use-feed-media';
import { MEDIA_ACCEPT } from '../media-rules';

const t = feedsText.media;

/** The upload form of the media panel: one file at a time, optionally as the default image. */
export function FeedMediaUpload({ panel }: { panel: ReturnType<typeof useFeedMedia> }) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const { fileRef, fileError, chosenIsPdf, makeDefault, setMakeDefault, uploading, choose, upload } = panel;
  return (
    <form className="feed-media__upload" noValidate onSubmit={(event) => void upload(event)}>
      <div className={['form-field', fileError && 'form-field--invalid'].filter(Boolean).join(' ')}>
        <label className="form-field__label" htmlFor={inputId}>
          {t.file}
        </label>
        <input
          ref={fileRef}
          id={inputId}
          type="file"
          accept={MEDIA_ACCEPT}
          className="feed-media__file"
          aria-invalid={fileError ? true : undefined}
          aria-describedby={describedBy([fileError ? errorId : undefined])}
          onChange={(event) => choose(event.target.files?.[0] ?? null)}
        />
        <FieldError id={errorId} message={fileError} />
      </div>
      <Checkbox
        label={`${t.makeDefault} (${t.makeDefaultHint})`}
        checked={makeDefault && !chosenIsPdf}
        disabled={chosenIsPdf}
        onChange={(event) => setMakeDefault(event.target.checked)}
      />
      <div className="admin-form__actions">
        <SubmitButton loading={uploading} loadingText={t.uploading}>
          {t.upload}
        </SubmitButton>
      </div>
    </form>
  );
}
