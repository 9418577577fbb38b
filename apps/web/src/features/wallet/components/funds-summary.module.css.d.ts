// Written by scripts/check-styles.mjs --write from funds-summary.module.css; do not edit.
export declare const fundsPeriod: string;
export declare const fundsSummary: string;
