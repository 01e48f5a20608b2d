import { FileField } from '@/components/form/FileField';
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
  return (
    <FileField
      label={t.form.image}
      hint={hint}
      required={required}
      error={error}
      accept={SOCIAL_IMAGE_ACCEPT}
      current={
        currentUrl && (
          <figure className="social-items__current">
            <img src={assetUrl(currentUrl)} alt="" height={48} />
            <figcaption>{t.form.currentImage}</figcaption>
          </figure>
        )
      }
      onChoose={onChoose}
    />
  );
}
