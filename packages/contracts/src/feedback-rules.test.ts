import { describe, expect, it } from 'vitest';
import { codePointLength, pickedImageProblem } from './feedback-rules.js';

const MB = 1024 * 1024;

describe('feedback rules', () => {
  it('R-CONST-18 R-VAL-17 counts characters as code points', () => {
    expect(codePointLength('hello')).toBe(5);
    expect(codePointLength('🎰🎣')).toBe(2);
    expect(codePointLength('ñ日本')).toBe(3);
  });

  it('R-HELP-10 R-VAL-18 refuses a picked file of another type, over 5 MB or past the third', () => {
    expect(pickedImageProblem({ type: 'image/png', size: 5 * MB }, 0)).toBeNull();
    expect(pickedImageProblem({ type: 'image/jpeg', size: 1 }, 2)).toBeNull();
    expect(pickedImageProblem({ type: 'image/png', size: 5 * MB + 1 }, 0)).toBe('IMAGE_TOO_LARGE');
    expect(pickedImageProblem({ type: 'image/gif', size: 10 }, 0)).toBe('IMAGE_INVALID');
    expect(pickedImageProblem({ type: '', size: 10 }, 0)).toBe('IMAGE_INVALID');
    expect(pickedImageProblem({ type: 'image/png', size: 10 }, 3)).toBe('TOO_MANY_IMAGES');
  });
});
