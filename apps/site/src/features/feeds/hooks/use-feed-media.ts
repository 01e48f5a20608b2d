import type { FeedMedia } from '@ohmstead/contracts/feeds';
import { type FormEvent, useRef, useState } from 'react';
import type { Outcome } from '@/lib/outcome';
import { useFeedsApi } from '../api/feeds-api';
import { feedsText } from '../feeds-words';
import { checkMediaFile, mediaFileName } from '../media-rules';

const t = feedsText.media;

/**
 * The media panel's state and calls: the chosen file (checked here first: type and size), whether it
 * becomes the default image, the upload and the removal, and the message of the last of them.
 */
export function useFeedMedia(
  feedId: number | null,
  media: FeedMedia[],
  onMediaChange: (media: FeedMedia[]) => void,
) {
  const api = useFeedsApi();
  const fileRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [makeDefault, setMakeDefault] = useState(!media.some((item) => item.isDefault));
  const [uploading, setUploading] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [removing, setRemoving] = useState<number | null>(null);

  const choose = (chosen: File | null) => {
    setOutcome(null);
    setFile(chosen);
    if (!chosen) return setFileError(undefined);
    const check = checkMediaFile(chosen);
    setFileError(check.ok ? undefined : check.message);
  };

  const chosen = file && checkMediaFile(file);
  const chosenIsPdf = chosen?.ok === true && chosen.mediaType === 'Pdf';

  const refuse = (message: string) => {
    setFileError(message);
    fileRef.current?.focus();
  };

  const upload = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(null);
    if (feedId === null) return;
    if (!file) return refuse(t.chooseFile);
    const check = checkMediaFile(file);
    if (!check.ok) return refuse(check.message);
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

  return {
    fileRef,
    fileError,
    makeDefault,
    setMakeDefault,
    chosenIsPdf,
    uploading,
    outcome,
    setOutcome,
    removing,
    choose,
    upload,
    remove,
  };
}
