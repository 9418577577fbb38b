import { FEEDBACK_IMAGE_TYPES, LIMITS } from '@app/contracts';
import { useTranslation } from '../../../i18n';
import { Icon, SvgIcon } from '../../../shared/ui/Icon';
import type { PickedImage } from '../../feedback';

const ADD_IMAGE_PATH = 'M4 5h16v14H4zM4 15l4.5-4.5 4 4L15 12l5 5M12 1.5v5M9.5 4h5';

/** The images of an application: thumbnails with a remove button, and a tile to pick more. */
export function ActivityImages({
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
    <ul className="activity-images" data-testid="activity-images">
      {images.map((image, index) => (
        <li key={image.id} className="activity-thumb" data-testid="activity-thumb">
          <img src={image.url} alt={image.file.name} />
          <button
            type="button"
            className="activity-thumb-remove"
            aria-label={t('fb_remove_image', { number: index + 1 })}
            onClick={() => onRemove(image.id)}
          >
            <span>
              <Icon name="close" size={14} />
            </span>
          </button>
        </li>
      ))}
      {images.length < LIMITS.imageMaxCount && (
        <li>
          <label className="activity-add">
            <SvgIcon d={ADD_IMAGE_PATH} size={24} />
            <span>{t('fb_add_image')}</span>
            <input
              type="file"
              accept={FEEDBACK_IMAGE_TYPES.join(',')}
              multiple
              className="visually-hidden"
              data-testid="activity-file-input"
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
