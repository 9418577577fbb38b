// Written by scripts/check-styles.mjs --write from records.module.css; do not edit.
declare const styles: {
  readonly isGain: string;
  readonly isLoss: string;
  readonly recordAmount: string;
  readonly recordCard: string;
  readonly recordCardButton: string;
  readonly recordId: string;
  readonly recordMeta: string;
  readonly recordRight: string;
  readonly recordTitle: string;
  readonly recordVerify: string;
  readonly records: string;
  readonly recordsDay: string;
  readonly recordsDayText: string;
  readonly recordsFilters: string;
  readonly recordsList: string;
  readonly recordsPager: string;
  readonly recordsWide: string;
};
export default styles;
