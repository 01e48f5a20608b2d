import { useId, useRef, useState, type FormEvent } from 'react';
import type { FeedMedia } from '@ohmstead/contracts/feeds';
import { Checkbox } from '@/components/form/Checkbox';
import { FieldError } from '@/components/form/FieldError';
import { FormAlert } from '@/components/form/FormAlert';
import { SubmitButton } from '@/components/form/SubmitButton';
import { describedBy } from '@/components/form/field-ids';
import { assetUrl } from '@/lib/assets';
import { AdminCard } from '@/components/admin/AdminPage';
import type { Outcome } from '@/components/admin/FormActions';
import { useFeedsApi } from '../api/feeds-api';
import { feedsText } from '../feeds-text';
import { MEDIA_ACCEPT, checkMediaFile, mediaFileName } from '../media-rules';
import { SmallButton } from '@/components/admin/SmallButton';

const t = feedsText.media;

interface FeedMediaPanelProps {
  /** The saved feed; without one (a feed being created) the panel says to save first. */
  feedId: number | null;
  media: FeedMedia[];
  onMediaChange: (media: FeedMedia[]) => void;
}

/**
 * The images and PDFs of a saved feed: upload one at a time (checked here first: type and size),
 * optionally as the default image; see each with a thumbnail or its name; open or remove it.
 */
export function FeedMediaPanel({ feedId, media, onMediaChange }: FeedMediaPanelProps) {
  const api = useFeedsApi();
  const inputId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const hasDefault = media.some((item) => item.isDefault);
  const [makeDefault, setMakeDefault] = useState(!hasDefault);
  const [uploading, setUploading] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [removing, setRemoving] = useState<number | null>(null);

  if (feedId === null)
    return (
      <AdminCard title={t.title}>
        <p className="admin-card__intro">{t.saveFirst}</p>
      </AdminCard>
    );

  const choose = (chosen: File | null) => {
    setOutcome(null);
    setFile(chosen);
    if (!chosen) return setFileError(undefined);
    const check = checkMediaFile(chosen);
    setFileError(check.ok ? undefined : check.message);
  };

  const chosen = file && checkMediaFile(file);
  const chosenIsPdf = chosen?.ok === true && chosen.mediaType === 'Pdf';

  const upload = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(null);
    if (!file) {
      setFileError(t.chooseFile);
      fileRef.current?.focus();
      return;
    }
    const check = checkMediaFile(file);
    if (!check.ok) {
      setFileError(check.message);
      fileRef.current?.focus();
      return;
    }
    setUploading(true);
    const isDefault = check.mediaType === 'Image' && makeDefault;
    const result = await api.uploadMedia(feedId, file, isDefault);
    setUploading(false);
    if (!result.ok) return setOutcome({ tone: 'error', message: result.message });
    const added = result.data.feedMedia;
    const others = added.isDefault ? media.map((item) => ({ ...item, isDefault: false })) : media;
    onMediaChange([...others, added]);
    setOutcome({ tone: 'success', message: t.uploaded(file.name) });
    setFile(null);
    setMakeDefault(false);
    if (fileRef.current) fileRef.current.value = '';
  };

  const remove = async (item: FeedMedia) => {
    setOutcome(null);
    setRemoving(item.id);
    const result = await api.removeMedia(item.id);
    setRemoving(null);
    if (!result.ok) return setOutcome({ tone: 'error', message: result.message });
    onMediaChange(media.filter((existing) => existing.id !== item.id));
    setOutcome({ tone: 'success', message: t.removed(mediaFileName(item.mediaUrladdress)) });
    fileRef.current?.focus();
  };

  const errorId = `${inputId}-error`;
  return (
    <AdminCard title={t.title} intro={t.intro}>
      {outcome && (
        <FormAlert tone={outcome.tone} onClose={() => setOutcome(null)} className="feed-media__outcome">
          {outcome.message}
        </FormAlert>
      )}
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
      {media.length === 0 ? (
        <p className="feed-media__none">{t.none}</p>
      ) : (
        <ul className="feed-media__list" aria-label={t.listLabel}>
          {media.map((item) => {
            const name = mediaFileName(item.mediaUrladdress);
            const url = assetUrl(item.mediaUrladdress);
            return (
              <li key={item.id} className="feed-media__item">
                {item.mediaType === 'Image' ? (
                  <img className="feed-media__thumb" src={url} alt="" loading="lazy" width={96} height={64} />
                ) : (
                  <span className="feed-media__thumb feed-media__thumb--pdf" aria-hidden="true">
                    {t.pdf}
                  </span>
                )}
                <span className="feed-media__name">
                  <span className="visually-hidden">{item.mediaType === 'Image' ? t.image : t.pdf}: </span>
                  {name}
                  {item.isDefault && <span className="feed-media__badge">{t.isDefault}</span>}
                </span>
                <span className="feed-media__actions">
                  <a
                    className="admin-button admin-button--secondary admin-button--small"
                    href={url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t.openLabel(name)}
                  >
                    {t.open}
                  </a>
                  <SmallButton
                    tone="danger"
                    aria-label={t.removeLabel(name)}
                    disabled={removing === item.id}
                    aria-busy={removing === item.id || undefined}
                    onClick={() => void remove(item)}
                  >
                    {t.remove}
                  </SmallButton>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </AdminCard>
  );
}
