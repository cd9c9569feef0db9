// The benches' instance readers (bench/sharedData.ts): a malformed line is refused with its file and line, never read
// as NaN (a NaN coordinate made `bench:route` search for ever).
import { describe, expect, it } from 'vitest';
import { byNode, nodeSection } from '../bench/sharedData';

const tsp = (coordinates: string) =>
  `NAME : small\nTYPE : TSP\nDIMENSION : 3\nEDGE_WEIGHT_TYPE : EUC_2D\nNODE_COORD_SECTION\n${coordinates}`;

describe('nodeSection', () => {
  it('reads rows up to the next keyword, blank lines and tabs allowed', () => {
    const text = tsp('1 0 0\n\t2\t3.5\t4 \n\n3 -6 8\nEOF\n');
    const rows = nodeSection(text, 'NODE_COORD_SECTION', 2, 'small.tsp');
    expect(rows).toEqual([
      { node: 1, values: [0, 0] },
      { node: 2, values: [3.5, 4] },
      { node: 3, values: [-6, 8] },
    ]);
    expect(byNode(rows, 3, 'NODE_COORD_SECTION', 'small.tsp', ([x, y]) => x + y)).toEqual([0, 7.5, 2]);
  });

  it('stops at the next section', () => {
    const text = 'NODE_COORD_SECTION\n1 1 1\n2 2 2\nDEMAND_SECTION\n1 0\n2 5\nDEPOT_SECTION\n 1\n -1\nEOF';
    expect(nodeSection(text, 'NODE_COORD_SECTION', 2, 'x.vrp')).toHaveLength(2);
    expect(nodeSection(text, 'DEMAND_SECTION', 1, 'x.vrp')).toEqual([
      { node: 1, values: [0] },
      { node: 2, values: [5] },
    ]);
  });

  it('names the file and line of a number glued to EOF', () => {
    const text = tsp('1 0 0\n2 3 4\n3 6 8EOF\n');
    expect(() => nodeSection(text, 'NODE_COORD_SECTION', 2, '/data/glued.tsp')).toThrow(/^glued\.tsp:8: 8EOF is not a number/);
  });

  it('refuses a missing field, an extra one and a node number that is not whole', () => {
    expect(() => nodeSection(tsp('1 0 0\n2 3\n'), 'NODE_COORD_SECTION', 2, 'a.tsp')).toThrow(/a\.tsp:7: 3 fields expected, 2 found/);
    expect(() => nodeSection(tsp('1 0 0 9\n'), 'NODE_COORD_SECTION', 2, 'a.tsp')).toThrow(/a\.tsp:6: 3 fields expected, 4 found/);
    expect(() => nodeSection(tsp('1.5 0 0\n'), 'NODE_COORD_SECTION', 2, 'a.tsp')).toThrow(/node number 1\.5/);
  });
});

describe('byNode', () => {
  const rows = (nodes: number[]) => nodes.map((node) => ({ node, values: [node] }));
  it('refuses a node missing, repeated or beyond the dimension', () => {
    expect(() => byNode(rows([1, 3]), 3, 'S', 'a.tsp', ([v]) => v)).toThrow(/node 2 missing from S/);
    expect(() => byNode(rows([1, 2, 2]), 3, 'S', 'a.tsp', ([v]) => v)).toThrow(/node 2 twice in S/);
    expect(() => byNode(rows([1, 2, 4]), 3, 'S', 'a.tsp', ([v]) => v)).toThrow(/node 4 in S beyond DIMENSION 3/);
  });
});
