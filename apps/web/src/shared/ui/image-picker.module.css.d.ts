// Written by scripts/check-styles.mjs --write from image-picker.module.css; do not edit.
export declare const add: string;
export declare const picker: string;
export declare const remove: string;
export declare const thumb: string;
