// Written by scripts/check-styles.mjs --write from fairness.module.css; do not edit.
export declare const check: string;
export declare const checks: string;
export declare const intro: string;
export declare const mono: string;
export declare const note: string;
export declare const page: string;
export declare const pending: string;
export declare const rotate: string;
export declare const seedError: string;
export declare const seeds: string;
export declare const state: string;
