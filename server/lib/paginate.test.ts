import { describe, expect, it } from 'vitest';
import { containsPattern, escapeLike } from './paginate';

describe('escapeLike', () => {
  it('makes %, _ and the escape character itself literal', () => {
    expect(escapeLike('100%')).toBe('100\\%');
    expect(escapeLike('first_name')).toBe('first\\_name');
    expect(escapeLike('C:\\mow')).toBe('C:\\\\mow');
    expect(escapeLike('%_\\')).toBe('\\%\\_\\\\');
  });

  it('leaves other text as it is', () => {
    expect(escapeLike('Dana O’Neil (555) 010-2000 [x]*?')).toBe('Dana O’Neil (555) 010-2000 [x]*?');
  });

  it('wraps the escaped text for a contains match', () => {
    expect(containsPattern('5%')).toBe('%5\\%%');
  });
});
