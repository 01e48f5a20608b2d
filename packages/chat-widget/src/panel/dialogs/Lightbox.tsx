import { Modal } from '../../ui/Modal';

/** docs/product.md §3.2 "Image lightbox": a clicked image of an answer, enlarged. Loaded on the first click. */
export function Lightbox({ src, alt, onClose }: { src: string; alt: string; onClose: () => void }) {
  return (
    <Modal title={alt || 'Image'} onClose={onClose} closeOnBackdrop className="cw-lightbox">
      <img class="cw-lightbox-image" src={src} alt={alt} />
      <a class="cw-lightbox-open" href={src} target="_blank" rel="noopener noreferrer">
        Open the image in a new tab
      </a>
    </Modal>
  );
}
