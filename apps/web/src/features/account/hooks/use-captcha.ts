import { useState } from 'react';
import { type CaptchaScope, useCaptchaImage } from '../api/get-captcha';

/** A captcha image that loads while `visible`, with a tap-to-refresh that also recovers from a broken image. */
export function useCaptcha(scope: CaptchaScope, visible: boolean) {
  const query = useCaptchaImage(scope, visible);
  const [imageBroken, setImageBroken] = useState(false);
  return {
    image: query.data,
    loading: query.isFetching,
    // A failed request and an image the browser cannot draw look the same to the player (R-ERR-35).
    failed: !query.isFetching && (query.isError || imageBroken),
    refresh() {
      setImageBroken(false);
      void query.refetch();
    },
    onImageError: () => setImageBroken(true),
  };
}

export type Captcha = ReturnType<typeof useCaptcha>;
