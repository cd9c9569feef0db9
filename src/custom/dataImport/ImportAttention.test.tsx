import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ImportRecord } from '../../../common/schemas/dataImport';
import { renderInAdmin } from '../../testing/AdminTestContext';
import { ImportAttention } from './ImportAttention';

const attention: ImportRecord['attention'] = [
  { kind: 'no_market', total: 12, rows: [6, 7, 9, 11, 14, 15, 18, 20, 21, 30] },
  { kind: 'not_located', total: 1, rows: [7] },
  { kind: 'duplicate', total: 2, rows: [8, 9] },
];

describe('ImportAttention', () => {
  it('says each kind of row to act on with its rows, and that more follow', () => {
    renderInAdmin(<ImportAttention record={{ attention } as ImportRecord} />);
    expect(screen.getByTestId('import-attention-no_market')).toHaveTextContent(
      '12 properties are in no market (rows 6, 7, 9, 11, 14, 15, 18, 20, 21, 30, …)',
    );
    expect(screen.getByTestId('import-attention-not_located')).toHaveTextContent('1 property could not be placed on the map (row 7)');
    expect(screen.getByTestId('import-attention-duplicate')).toHaveTextContent('2 rows are skipped as duplicates (rows 8, 9)');
  });

  it('says nothing when no row needs the office', () => {
    renderInAdmin(<ImportAttention record={{ attention: [] } as unknown as ImportRecord} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
