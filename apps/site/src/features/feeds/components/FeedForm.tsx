import { zodResolver } from '@hookform/resolvers/zod';
import { FEED_TYPES } from '@ohmstead/contracts/feed-types';
import { FEED_TYPE_LABELS, type FeedItem } from '@ohmstead/contracts/feeds';
import {
  type FeedFormOutput,
  feedFormSchema,
  type FeedFormValues,
  toLocalDateTime,
} from '@ohmstead/contracts/feeds-form';
import { lazy, Suspense, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { AdminCard } from '@/components/admin/AdminPage';
import { CancelButton } from '@/components/admin/CancelButton';
import { FormActions } from '@/components/admin/FormActions';
import { FieldFrame } from '@/components/form/FieldFrame';
import { TextField } from '@/components/form/TextField';
import type { Outcome } from '@/lib/outcome';
import { useFeedsApi } from '../api/feeds-api';
import { feedsText } from '../feeds-words';

const t = feedsText.form;

// The editor (Tiptap on ProseMirror) weighs more than the rest of the admin together: it loads when a feed
// form opens, not with every admin screen (docs/decisions/0033-rich-text-editor.md).
const RichTextEditor = lazy(async () => ({
  default: (await import('./editor/RichTextEditor')).RichTextEditor,
}));

/** The form's starting values: the feed's, or an empty feed published now. */
export function feedFormDefaults(feed: FeedItem | null, now: Date = new Date()): FeedFormValues {
  return feed
    ? {
        feedType: feed.feedType,
        heading: feed.heading,
        description: feed.description,
        publishAt: toLocalDateTime(new Date(feed.publishAt)),
      }
    : { feedType: '', heading: '', description: '', publishAt: toLocalDateTime(now) };
}

interface FeedFormProps {
  feed: FeedItem | null;
  /** The saved feed's id: set once a new feed has been created, so the next Save updates it. */
  feedId: number | null;
  onSaved: (id: number) => void;
  onCancel: () => void;
}

/**
 * The feed's type, heading, description (rich text) and publish time. Creates the feed, or updates
 * it once it exists; the server's answer (or its refusal) is shown above the buttons.
 */
export function FeedForm({ feed, feedId, onSaved, onCancel }: FeedFormProps) {
  const api = useFeedsApi();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FeedFormValues, unknown, FeedFormOutput>({
    resolver: zodResolver(feedFormSchema),
    mode: 'onTouched',
    defaultValues: feedFormDefaults(feed),
  });

  const save = async (values: FeedFormOutput) => {
    setOutcome(null);
    const result = feedId === null ? await api.create(values) : await api.update(feedId, values);
    if (!result.ok) return setOutcome({ tone: 'error', message: result.message });
    const created = feedId === null;
    onSaved(result.data.id);
    setOutcome({
      tone: 'success',
      message: created ? `${result.data.message} ${t.created}` : result.data.message,
    });
  };

  return (
    <AdminCard>
      <form className="admin-form feed-form" noValidate onSubmit={(event) => void handleSubmit(save)(event)}>
        <FieldFrame label={t.feedType} required error={errors.feedType?.message}>
          {(frame) => (
            <select {...frame} className="form-field__control" {...register('feedType')}>
              <option value="">{t.chooseType}</option>
              {FEED_TYPES.map((type) => (
                <option key={type} value={type}>
                  {FEED_TYPE_LABELS[type]}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
        <TextField
          label={t.heading}
          required
          autoComplete="off"
          hint={t.headingHint}
          error={errors.heading?.message}
          {...register('heading')}
        />
        <Controller
          control={control}
          name="description"
          render={({ field, fieldState }) => (
            <Suspense
              fallback={
                <FieldFrame
                  label={t.description}
                  required
                  hint={t.descriptionHint}
                  error={fieldState.error?.message}
                >
                  {({ id }) => (
                    <p id={id} className="feed-form__editor-loading" role="status">
                      {t.editorLoading}
                    </p>
                  )}
                </FieldFrame>
              }
            >
              <RichTextEditor
                ref={field.ref}
                label={t.description}
                required
                hint={t.descriptionHint}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            </Suspense>
          )}
        />
        <TextField
          label={t.publishAt}
          type="datetime-local"
          required
          step={60}
          hint={t.publishAtHint}
          error={errors.publishAt?.message}
          {...register('publishAt')}
        />
        <FormActions outcome={outcome} onDismissOutcome={() => setOutcome(null)} saving={isSubmitting}>
          <CancelButton onClick={onCancel} />
        </FormActions>
      </form>
    </AdminCard>
  );
}
