// Written by scripts/check-styles.mjs --write from sections.module.css; do not edit.
declare const styles: {
  readonly head: string;
  readonly section: string;
  readonly sections: string;
};
export default styles;
