import type { TArea } from '@mall/contract/location/list-nation-areas';

/** An area of the picker: its children are unknown until loaded (a leaf has none to load). */
export interface AreaNode {
  id: number;
  name: string;
  hasChildren: boolean;
  children?: AreaNode[];
}

export function toNodes(areas: readonly TArea[]): AreaNode[] {
  return areas.map((a) => ({ id: a.id, name: a.name, hasChildren: a.hasChildren }));
}

/** The nodes along a chain of ids, as far as the tree reaches. */
export function nodesAlong(tree: readonly AreaNode[], ids: readonly number[]): AreaNode[] {
  const out: AreaNode[] = [];
  let level: readonly AreaNode[] | undefined = tree;
  for (const id of ids) {
    const node: AreaNode | undefined = level?.find((n) => n.id === id);
    if (!node) break;
    out.push(node);
    level = node.children;
  }
  return out;
}

/** Whether a chain of ids ends at an area with nothing below it: the address is then precise enough. */
export function endsAtLeaf(tree: readonly AreaNode[], ids: readonly number[]): boolean {
  const nodes = nodesAlong(tree, ids);
  return nodes.length === ids.length && nodes.length > 0 && !nodes[nodes.length - 1]!.hasChildren;
}

/** Region names as one line: "Guangdong Shenzhen Nanshan", a municipality's repeated name said once. */
export function regionText(names: readonly (string | null | undefined)[]): string {
  const out: string[] = [];
  for (const name of names) if (name && out[out.length - 1] !== name) out.push(name);
  return out.join(' ');
}
