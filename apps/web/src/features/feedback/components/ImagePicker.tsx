import { FEEDBACK_IMAGE_TYPES, LIMITS } from '@app/contracts';
import { useTranslation } from '../../../i18n';
import { Icon, SvgIcon } from '../../../shared/ui/Icon';
import type { PickedImage } from '../hooks/use-picked-images';

const ADD_IMAGE_PATH = 'M4 5h16v14H4zM4 15l4.5-4.5 4 4L15 12l5 5M12 1.5v5M9.5 4h5';

/** Thumbnails of the picked images, each with a remove button, and a tile to pick more (R-HELP-10). */
export function ImagePicker({
  images,
  onAdd,
  onRemove,
}: {
  images: PickedImage[];
  onAdd: (files: File[]) => void;
  onRemove: (id: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <ul className="feedback-images" data-testid="feedback-images">
      {images.map((image, index) => (
        <li key={image.id} className="feedback-thumb" data-testid="feedback-thumb">
          <img src={image.url} alt={image.file.name} />
          <button
            type="button"
            className="feedback-thumb-remove"
            aria-label={t('fb_remove_image', { number: index + 1 })}
            onClick={() => onRemove(image.id)}
            data-testid="feedback-thumb-remove"
          >
            <Icon name="close" size={14} />
          </button>
        </li>
      ))}
      {images.length < LIMITS.imageMaxCount && (
        <li>
          <label className="feedback-add" data-testid="feedback-add">
            <SvgIcon d={ADD_IMAGE_PATH} size={24} />
            <span>{t('fb_add_image')}</span>
            <input
              type="file"
              accept={FEEDBACK_IMAGE_TYPES.join(',')}
              multiple
              className="visually-hidden"
              data-testid="feedback-file-input"
              onChange={(event) => {
                onAdd([...(event.target.files ?? [])]);
                // Picking the same file again after removing it must fire a change.
                event.target.value = '';
              }}
            />
          </label>
        </li>
      )}
    </ul>
  );
}
