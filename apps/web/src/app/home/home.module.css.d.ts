// Written by scripts/check-styles.mjs --write from home.module.css; do not edit.
export declare const count: string;
export declare const dock: string;
export declare const fab: string;
export declare const home: string;
export declare const loading: string;
export declare const results: string;
