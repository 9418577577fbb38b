// Written by scripts/check-styles.mjs --write from feedback.module.css; do not edit.
export declare const active: string;
export declare const boxForm: string;
export declare const boxTextarea: string;
export declare const card: string;
export declare const feedback: string;
export declare const fieldset: string;
export declare const heading: string;
export declare const hint: string;
export declare const intro: string;
export declare const label: string;
export declare const submit: string;
export declare const textarea: string;
export declare const topic: string;
export declare const topics: string;
