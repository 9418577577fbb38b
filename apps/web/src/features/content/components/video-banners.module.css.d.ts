// Written by scripts/check-styles.mjs --write from video-banners.module.css; do not edit.
declare const styles: {
  readonly frame: string;
  readonly poster: string;
  readonly text: string;
  readonly track: string;
  readonly videos: string;
};
export default styles;
