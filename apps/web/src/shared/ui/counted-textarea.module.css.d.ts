// Written by scripts/check-styles.mjs --write from counted-textarea.module.css; do not edit.
export declare const counter: string;
export declare const near: string;
export declare const textarea: string;
export declare const wrap: string;
