// Written by scripts/check-styles.mjs --write from retry-block.module.css; do not edit.
export declare const retry: string;
