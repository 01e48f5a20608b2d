import { useId } from 'react';
import { describedBy } from '@/components/form/field-ids';
import { FieldError } from '@/components/form/FieldError';
import { FieldHint } from '@/components/form/FieldHint';
import { FieldLabel } from '@/components/form/FieldLabel';
import { assetUrl } from '@/lib/assets';
import { SOCIAL_IMAGE_ACCEPT } from '../social-image-rules';
import { socialText as t } from '../social-words';

interface SocialImageFieldProps {
  hint: string;
  /** A new logo must have an image; the other kinds may. */
  required: boolean;
  /** The item's image so far, shown above the file input. */
  currentUrl?: string | null;
  error?: string;
  onChoose: (file: File | null) => void;
}

/** The image of a post or a logo: the current one, if any, and a file input checked by the kind's rule. */
export function SocialImageField({ hint, required, currentUrl, error, onChoose }: SocialImageFieldProps) {
  const imageId = useId();
  return (
    <div className={['form-field', error && 'form-field--invalid'].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={imageId} required={required}>
        {t.form.image}
      </FieldLabel>
      {currentUrl && (
        <figure className="social-items__current">
          <img src={assetUrl(currentUrl)} alt="" height={48} />
          <figcaption>{t.form.currentImage}</figcaption>
        </figure>
      )}
      <input
        id={imageId}
        type="file"
        accept={SOCIAL_IMAGE_ACCEPT}
        aria-required={required ? true : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy([`${imageId}-hint`, error ? `${imageId}-error` : undefined])}
        onChange={(event) => onChoose(event.target.files?.[0] ?? null)}
      />
      <FieldHint id={`${imageId}-hint`} hint={hint} />
      <FieldError id={`${imageId}-error`} message={error} />
    </div>
  );
}
