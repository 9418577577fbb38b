// Written by scripts/check-styles.mjs --write from sections.module.css; do not edit.
export declare const head: string;
export declare const section: string;
export declare const sections: string;
