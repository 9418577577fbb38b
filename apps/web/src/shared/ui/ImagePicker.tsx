import { FEEDBACK_IMAGE_TYPES, LIMITS } from '@app/contracts';
import { useTranslation } from '../../i18n';
import { Icon, SvgIcon } from './Icon';
import * as styles from './image-picker.module.css';

const ADD_IMAGE_PATH = 'M4 5h16v14H4zM4 15l4.5-4.5 4 4L15 12l5 5M12 1.5v5M9.5 4h5';

/** What a thumbnail needs of a picked image (the feedback feature's `PickedImage` is one). */
export interface PickerImage {
  id: number;
  file: Pick<File, 'name'>;
  /** An object URL for the thumbnail. */
  url: string;
}

/**
 * Thumbnails of the picked images, each with a remove button, and a tile to pick more (R-HELP-10,
 * R-PROMO-03). The test ids are `<testIdPrefix>-images`, `-thumb`, `-thumb-remove`, `-add` and
 * `-file-input`; the owner checks the files (type, size, count) in `onAdd`.
 */
export function ImagePicker({
  images,
  onAdd,
  onRemove,
  testIdPrefix,
  max = LIMITS.imageMaxCount,
  addLabel,
}: {
  images: PickerImage[];
  onAdd: (files: File[]) => void;
  onRemove: (id: number) => void;
  testIdPrefix: string;
  /** How many images may be picked (three by default, one for a single document). */
  max?: number;
  /** The add tile's text, "Add image" by default. */
  addLabel?: string;
}) {
  const { t } = useTranslation();
  return (
    <ul className={styles.picker} data-testid={`${testIdPrefix}-images`}>
      {images.map((image, index) => (
        <li key={image.id} className={styles.thumb} data-testid={`${testIdPrefix}-thumb`}>
          <img src={image.url} alt={image.file.name} />
          <button
            type="button"
            className={styles.remove}
            aria-label={t('fb_remove_image', { number: index + 1 })}
            onClick={() => onRemove(image.id)}
            data-testid={`${testIdPrefix}-thumb-remove`}
          >
            <span>
              <Icon name="close" size={14} />
            </span>
          </button>
        </li>
      ))}
      {images.length < max && (
        <li>
          <label className={styles.add} data-testid={`${testIdPrefix}-add`}>
            <SvgIcon d={ADD_IMAGE_PATH} size={24} />
            <span>{addLabel ?? t('fb_add_image')}</span>
            <input
              type="file"
              accept={FEEDBACK_IMAGE_TYPES.join(',')}
              multiple={max > 1}
              className="visually-hidden"
              data-testid={`${testIdPrefix}-file-input`}
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
