// Written by scripts/check-styles.mjs --write from rebate.module.css; do not edit.
export declare const category: string;
export declare const claim: string;
export declare const head: string;
export declare const list: string;
export declare const row: string;
export declare const totalRow: string;
