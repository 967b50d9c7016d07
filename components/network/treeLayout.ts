import type { PlacementNode, PlacementWindow } from '@/lib/contract/network';

// The placement window laid out as a tidy tree: leaves (members or open slots) side by side
// from the left, each parent centred over its children, so missing subtrees take no room
// (a heap layout would make a 6-level window 64 boxes wide whatever its shape).

export type BoxSize = { width: number; height: number; gapX: number; gapY: number };
export type ChartItem = {
  pos: number; // heap position: root 1, children 2p and 2p + 1
  x: number; // left edge, px
  y: number; // top edge, px
  node?: PlacementNode; // a member; absent for an open slot
  sponsor?: string; // an open slot's sponsor
  side?: 'L' | 'R'; // an open slot's side
};
export type ChartEdge = { x1: number; y1: number; x2: number; y2: number };
export type ChartLayout = { items: ChartItem[]; edges: ChartEdge[]; width: number; height: number };

const depthOf = (pos: number) => 31 - Math.clz32(pos);

export function layoutWindow(win: PlacementWindow, size: BoxSize): ChartLayout {
  const byPos = new Map(win.nodes.map((n) => [n.pos, n]));
  const items: ChartItem[] = [];
  const edges: ChartEdge[] = [];
  const stepX = size.width + size.gapX;
  const stepY = size.height + size.gapY;
  let nextLeaf = 0;
  let deepest = 0;

  // Children of a member: its members in the window, and open slots under a VIP above the last row.
  const childrenOf = (node: PlacementNode, pos: number): ChartItem[] => {
    if (depthOf(pos) >= win.levels) return []; // the last row: `levels` below the root
    const out: ChartItem[] = [];
    for (const [child, side] of [[pos * 2, 'L'], [pos * 2 + 1, 'R']] as const) {
      const member = byPos.get(child);
      if (member) out.push({ pos: child, x: 0, y: 0, node: member });
      else if (node.vip) out.push({ pos: child, x: 0, y: 0, sponsor: node.account, side });
    }
    return out;
  };

  // Returns the item's centre x.
  const place = (item: ChartItem): number => {
    const depth = depthOf(item.pos);
    deepest = Math.max(deepest, depth);
    item.y = depth * stepY;
    items.push(item);
    const kids = item.node ? childrenOf(item.node, item.pos) : [];
    let centre: number;
    if (kids.length === 0) centre = nextLeaf++ * stepX + size.width / 2;
    else {
      const centres = kids.map(place);
      centre = (centres[0] + centres[centres.length - 1]) / 2;
      for (let i = 0; i < kids.length; i++) {
        edges.push({ x1: centre, y1: item.y + size.height, x2: centres[i], y2: kids[i].y });
      }
    }
    item.x = centre - size.width / 2;
    return centre;
  };

  const root = byPos.get(1);
  if (root) place({ pos: 1, x: 0, y: 0, node: root });
  return { items, edges, width: Math.max(0, nextLeaf * stepX - size.gapX), height: (deepest + 1) * stepY - size.gapY };
}
