// Written by scripts/check-styles.mjs --write from image-picker.module.css; do not edit.
declare const styles: {
  readonly add: string;
  readonly picker: string;
  readonly remove: string;
  readonly thumb: string;
};
export default styles;
