// Written by scripts/check-styles.mjs --write from contracts.module.css; do not edit.
export declare const actions: string;
export declare const select: string;
export declare const status: string;
export declare const tierRow: string;
export declare const tiers: string;
