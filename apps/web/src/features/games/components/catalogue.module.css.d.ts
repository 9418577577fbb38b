// Written by scripts/check-styles.mjs --write from catalogue.module.css; do not edit.
export declare const catalogue: string;
export declare const chip: string;
export declare const classifyBar: string;
export declare const paging: string;
export declare const search: string;
export declare const tools: string;
