import { describe, expect, it } from 'vitest';
import { endsAtLeaf, nodesAlong, regionText, toNodes, type AreaNode } from './area-tree.ts';

const tree: AreaNode[] = [
  {
    id: 1,
    name: 'Guangdong',
    hasChildren: true,
    children: [{ id: 10, name: 'Shenzhen', hasChildren: true, children: [{ id: 100, name: 'Nanshan', hasChildren: false }] }],
  },
  { id: 2, name: 'Beijing', hasChildren: true },
  { id: 3, name: 'Macau', hasChildren: false },
];

describe('area tree', () => {
  it('reads areas into nodes without children yet', () => {
    expect(toNodes([{ id: 5, nationId: 1, parentId: null, level: 1, code: '44', name: 'Guangdong', hasChildren: true }])).toEqual([
      { id: 5, name: 'Guangdong', hasChildren: true },
    ]);
  });

  it('follows a chain of ids as far as the tree reaches', () => {
    expect(nodesAlong(tree, [1, 10, 100]).map((n) => n.name)).toEqual(['Guangdong', 'Shenzhen', 'Nanshan']);
    expect(nodesAlong(tree, [2, 20]).map((n) => n.name)).toEqual(['Beijing']);
    expect(nodesAlong(tree, [9])).toEqual([]);
  });

  it('tells a chain that ends at a leaf', () => {
    expect(endsAtLeaf(tree, [1, 10, 100])).toBe(true);
    expect(endsAtLeaf(tree, [1, 10])).toBe(false);
    expect(endsAtLeaf(tree, [3])).toBe(true);
    expect(endsAtLeaf(tree, [])).toBe(false);
    expect(endsAtLeaf(tree, [1, 99])).toBe(false);
  });

  it('writes the region as one line, a repeated name once', () => {
    expect(regionText(['Beijing', 'Beijing', 'Dongcheng'])).toBe('Beijing Dongcheng');
    expect(regionText(['Tokyo', null, undefined])).toBe('Tokyo');
  });
});
