import { ERRORS, pickedImageProblem } from '@app/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { messageKeyOf } from '../../../i18n';
import { notify } from '../../../shared/stores/notices';

export interface PickedImage {
  id: number;
  file: File;
  /** An object URL for the thumbnail, revoked when the image is removed or the screen closes. */
  url: string;
}

let nextId = 1;

function revokeAll(images: PickedImage[]) {
  for (const image of images) URL.revokeObjectURL(image.url);
}

/**
 * The images picked for a feedback (R-HELP-10): a file of another type, over 5 MB or past the
 * third is refused here, before any upload, with the message that names the rule.
 */
export function usePickedImages() {
  const [images, setImages] = useState<PickedImage[]>([]);
  const current = useRef(images);
  current.current = images;

  useEffect(() => () => revokeAll(current.current), []);

  const add = useCallback((files: Iterable<File>) => {
    const kept = [...current.current];
    for (const file of files) {
      const problem = pickedImageProblem(file, kept.length);
      if (problem) {
        notify(messageKeyOf(ERRORS[problem].message), { tone: 'error' });
        continue;
      }
      kept.push({ id: nextId++, file, url: URL.createObjectURL(file) });
    }
    setImages(kept);
  }, []);

  const remove = useCallback((id: number) => {
    const image = current.current.find((i) => i.id === id);
    if (image) URL.revokeObjectURL(image.url);
    setImages((list) => list.filter((i) => i.id !== id));
  }, []);

  const clear = useCallback(() => {
    revokeAll(current.current);
    setImages([]);
  }, []);

  return { images, add, remove, clear };
}
