// Written by scripts/check-styles.mjs --write from hot-news.module.css; do not edit.
declare const styles: {
  readonly list: string;
};
export default styles;
