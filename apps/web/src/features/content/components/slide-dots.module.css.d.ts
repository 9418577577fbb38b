// Written by scripts/check-styles.mjs --write from slide-dots.module.css; do not edit.
export declare const dots: string;
