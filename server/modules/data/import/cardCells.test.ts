import { describe, expect, it } from 'vitest';
import { CARD_NUMBER_MASKED, cardWarningsOf, withoutCardNumbers } from './cardCells';

const headers = ['Name', 'Phone', 'Card Number', 'Notes'];

describe("an upload's cells", () => {
  it('masks a card number in any cell, header or sheet name, and leaves everything else as read', () => {
    const table = withoutCardNumbers({
      headers: [...headers, '4111111111111111'],
      rows: [
        ['Rosa', '(512) 555-0131', '5555-5555-5555-4444', 'gate 4411'],
        ['Li', '512-555-0132', '', 'card 378282246310005 exp 12/28'],
      ],
      sheet: 'Clients 4111 1111 1111 1111',
      sheets: ['Clients 4111 1111 1111 1111', 'Other'],
    });
    expect(table).toEqual({
      headers: [...headers, '************1111'],
      rows: [
        ['Rosa', '(512) 555-0131', '****-****-****-4444', 'gate 4411'],
        ['Li', '512-555-0132', '', 'card ***********0005 exp 12/28'],
      ],
      sheet: 'Clients **** **** **** 1111',
      sheets: ['Clients **** **** **** 1111', 'Other'],
    });
  });

  it('warns beside the first column that held one, unless the row has its own message', () => {
    const masked = ['Rosa', '(512) 555-0131', '****-****-****-4444', 'card ***********0005'];
    expect(cardWarningsOf(headers, masked, { outcome: 'create' })).toEqual([{ field: 'Card Number', message: CARD_NUMBER_MASKED }]);
    expect(cardWarningsOf(headers, masked, { outcome: 'error' })).toEqual([]);
    expect(cardWarningsOf(headers, masked, { outcome: 'skip' })).toEqual([{ field: 'Card Number', message: CARD_NUMBER_MASKED }]);
    expect(cardWarningsOf(headers, ['Rosa', '512 555 0131', '', '****'], { outcome: 'create' })).toEqual([]);
  });
});
