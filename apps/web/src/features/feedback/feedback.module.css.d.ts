// Written by scripts/check-styles.mjs --write from feedback.module.css; do not edit.
declare const styles: {
  readonly active: string;
  readonly boxForm: string;
  readonly boxTextarea: string;
  readonly card: string;
  readonly counter: string;
  readonly feedback: string;
  readonly fieldset: string;
  readonly heading: string;
  readonly hint: string;
  readonly intro: string;
  readonly label: string;
  readonly near: string;
  readonly submit: string;
  readonly textarea: string;
  readonly textareaWrap: string;
  readonly topic: string;
  readonly topics: string;
};
export default styles;
