// Written by scripts/check-styles.mjs --write from records.module.css; do not edit.
export declare const isGain: string;
export declare const isLoss: string;
export declare const recordAmount: string;
export declare const recordCard: string;
export declare const recordCardButton: string;
export declare const recordId: string;
export declare const recordMeta: string;
export declare const recordRight: string;
export declare const recordTitle: string;
export declare const recordVerify: string;
export declare const records: string;
export declare const recordsDay: string;
export declare const recordsDayText: string;
export declare const recordsFilters: string;
export declare const recordsList: string;
export declare const recordsPager: string;
export declare const recordsWide: string;
