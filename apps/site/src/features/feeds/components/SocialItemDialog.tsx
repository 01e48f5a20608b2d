import { zodResolver } from '@hookform/resolvers/zod';
import type { SocialKind } from '@ohmstead/contracts/feeds';
import { SOCIAL_IMAGE_RULE, socialItemMessages } from '@ohmstead/contracts/social-items';
import {
  type SocialAdminItem,
  type SocialItemForm,
  socialItemFormSchema,
  type SocialItemValues,
} from '@ohmstead/contracts/social-items-schemas';
import { type RefObject, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { adminWords } from '@/components/admin/admin-words';
import { CancelButton } from '@/components/admin/CancelButton';
import { FormActions } from '@/components/admin/FormActions';
import { TextField } from '@/components/form/TextField';
import { Modal } from '@/components/Modal';
import { useSocialApi } from '../api/social-api';
import { checkSocialImage } from '../social-image-rules';
import { socialText as t } from '../social-words';
import { SocialImageField } from './SocialImageField';

interface SocialItemDialogProps {
  kind: SocialKind;
  /** The item to edit, or null to add one. */
  item: SocialAdminItem | null;
  onClose: () => void;
  /** After the server saved it, with its message. */
  onSaved: (item: SocialAdminItem, message: string) => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * Add or edit a video, a post or a logo: a title, a link checked by the kind's rule (the same as the
 * server's, contracts/social-items.ts), and for posts and logos an image (required for a new logo).
 */
export function SocialItemDialog({ kind, item, onClose, onSaved, returnFocusTo }: SocialItemDialogProps) {
  const api = useSocialApi();
  const words = t.kinds[kind];
  const imageRule = SOCIAL_IMAGE_RULE[kind];
  const schema = useMemo(() => socialItemFormSchema(kind), [kind]);
  const [failure, setFailure] = useState<string | null>(null);
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | undefined>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SocialItemForm, unknown, SocialItemValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { heading: item?.heading ?? '', link: item?.link ?? '' },
  });

  const choose = (file: File | null) => {
    setImage(file);
    setImageError(file ? checkSocialImage(file) : undefined);
  };
  const imageMissing = imageRule === 'required' && !item && !image;

  /** The form's rules have run: the link sent is the one they normalised (the server checks it again). */
  const save = async (values: SocialItemValues) => {
    setFailure(null);
    if (imageMissing) return setImageError(socialItemMessages.imageRequired);
    if (imageError) return;
    const form = { heading: values.heading, link: values.link };
    const result = item ? await api.update(item.id, form, image) : await api.create(kind, form, image);
    if (!result.ok) return setFailure(result.message);
    onSaved(result.data.item, result.data.message);
  };
  const submit = handleSubmit(save, () => {
    if (imageMissing) setImageError(socialItemMessages.imageRequired);
  });

  const imageHint =
    item?.imageUrl && imageRule !== 'none'
      ? t.form.imageKeepHint
      : imageRule === 'required'
        ? t.form.imageRequiredHint
        : t.form.imageOptionalHint;
  return (
    <Modal title={item ? words.editTitle : words.createTitle} onClose={onClose} returnFocusTo={returnFocusTo}>
      <form className="admin-form" noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label={t.form.heading}
          required
          hint={t.form.headingHint}
          error={errors.heading?.message}
          {...register('heading')}
        />
        <TextField
          label={words.link}
          required
          hint={words.linkHint}
          autoComplete="off"
          inputMode="url"
          error={errors.link?.message}
          {...register('link')}
        />
        {imageRule !== 'none' && (
          <SocialImageField
            hint={imageHint}
            required={imageRule === 'required' && !item}
            currentUrl={item?.imageUrl}
            error={imageError}
            onChoose={choose}
          />
        )}
        <FormActions
          outcome={failure ? { tone: 'error', message: failure } : null}
          saving={isSubmitting}
          submitLabel={item ? adminWords.save : t.form.create}
        >
          <CancelButton onClick={onClose} />
        </FormActions>
      </form>
    </Modal>
  );
}
