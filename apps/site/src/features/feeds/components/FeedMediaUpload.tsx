import { Checkbox } from '@/components/form/Checkbox';
import { FileField } from '@/components/form/FileField';
import { SubmitButton } from '@/components/form/SubmitButton';
import { feedsText } from '../feeds-words';
import type { useFeedMedia } from '../hooks/use-feed-media';
import { MEDIA_ACCEPT } from '../media-rules';

const t = feedsText.media;

/** The upload form of the media panel: one file at a time, optionally as the default image. */
export function FeedMediaUpload({ panel }: { panel: ReturnType<typeof useFeedMedia> }) {
  const { fileRef, fileError, chosenIsPdf, makeDefault, setMakeDefault, uploading, choose, upload } = panel;
  return (
    <form className="feed-media__upload" noValidate onSubmit={(event) => void upload(event)}>
      <FileField
        label={t.file}
        error={fileError}
        accept={MEDIA_ACCEPT}
        inputRef={fileRef}
        className="feed-media__file"
        onChoose={choose}
      />
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
