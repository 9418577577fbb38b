// Written by scripts/check-styles.mjs --write from reality-check.module.css; do not edit.
export declare const realityCheck: string;
export declare const realityCheckActions: string;
export declare const realityCheckLines: string;
export declare const realityCheckNet: string;
