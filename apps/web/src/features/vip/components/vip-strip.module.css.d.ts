// Written by scripts/check-styles.mjs --write from vip-strip.module.css; do not edit.
export declare const strip: string;
