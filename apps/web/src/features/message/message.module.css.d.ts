// Written by scripts/check-styles.mjs --write from message.module.css; do not edit.
declare const styles: {
  readonly body: string;
  readonly centre: string;
  readonly chatWait: string;
  readonly delete: string;
  readonly dot: string;
  readonly entries: string;
  readonly entry: string;
  readonly entryChevron: string;
  readonly entryIcon: string;
  readonly entryLabel: string;
  readonly head: string;
  readonly item: string;
  readonly itemDate: string;
  readonly itemHead: string;
  readonly itemTitle: string;
  readonly list: string;
  readonly more: string;
};
export default styles;
