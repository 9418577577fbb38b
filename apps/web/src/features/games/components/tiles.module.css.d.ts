// Written by scripts/check-styles.mjs --write from tiles.module.css; do not edit.
declare const styles: {
  readonly art: string;
  readonly grid: string;
  readonly info: string;
  readonly meta: string;
  readonly name: string;
  readonly new: string;
  readonly online: string;
  readonly open: string;
  readonly placeholder: string;
  readonly row: string;
  readonly tile: string;
  readonly vendor: string;
  readonly vendorGrid: string;
  readonly vendorRow: string;
};
export default styles;
