import { layoutWindow } from '@/components/network/treeLayout';
import type { PlacementNode, PlacementWindow } from '@/lib/contract/network';

// The placement chart's tidy layout: no overlaps, parents centred, slots only under VIPs.

const SIZE = { width: 100, height: 50, gapX: 10, gapY: 20 };
const node = (pos: number, vip = 1): PlacementNode => ({
  pos, account: `a${pos}`, name: `n${pos}`, level: vip ? 2 : 0, vip, left_count: 0, right_count: 0, left_pv: 0, right_pv: 0,
});
const win = (nodes: PlacementNode[], levels = 2): PlacementWindow => ({ root: 'a1', up: '', bottom_left: 'a1', bottom_right: 'a1', levels, nodes });

describe('layoutWindow', () => {
  it('lays a full 2-level window (3 rows) out as 4 leaves with centred parents', () => {
    const layout = layoutWindow(win([1, 2, 3, 4, 5, 6, 7].map((p) => node(p))), SIZE);
    expect(layout.items).toHaveLength(7);
    expect(layout.width).toBe(4 * 110 - 10);
    expect(layout.height).toBe(3 * 70 - 20);
    const at = (pos: number) => layout.items.find((i) => i.pos === pos)!;
    expect(at(4).x).toBe(0);
    expect(at(2).x).toBe((at(4).x + at(5).x) / 2);
    expect(at(1).x).toBe((at(2).x + at(3).x) / 2);
    expect(at(7).y).toBe(140);
    expect(layout.edges).toHaveLength(6);
  });

  it('draws open slots under VIPs above the last row only, with sponsor and side', () => {
    const layout = layoutWindow(win([node(1), node(2, 0)]), SIZE);
    const slots = layout.items.filter((i) => !i.node);
    expect(slots).toEqual([expect.objectContaining({ pos: 3, sponsor: 'a1', side: 'R' })]);
    // a non-VIP (a2) gets no slots; a VIP on the last row (2 levels below the root) gets none either
    expect(layoutWindow(win([node(1), node(2), node(4)]), SIZE).items.filter((i) => !i.node).map((i) => i.pos)).toEqual([5, 3]);
  });

  it('never overlaps boxes of one row, whatever the shape', () => {
    const nodes = [1, 2, 3, 5, 6, 11, 12, 13, 22, 23, 26, 27].map((p) => node(p, p % 3 ? 1 : 0));
    const layout = layoutWindow(win(nodes, 4), SIZE);
    const rows = new Map<number, number[]>();
    for (const i of layout.items) rows.set(i.y, [...(rows.get(i.y) ?? []), i.x]);
    for (const xs of rows.values()) {
      xs.sort((a, b) => a - b);
      for (let k = 1; k < xs.length; k++) expect(xs[k] - xs[k - 1]).toBeGreaterThanOrEqual(SIZE.width + SIZE.gapX);
    }
    for (const i of layout.items) expect(i.x + SIZE.width).toBeLessThanOrEqual(layout.width + 0.001);
  });

  it('gives an empty layout for a window without a root', () => {
    expect(layoutWindow(win([]), SIZE)).toMatchObject({ items: [], edges: [], width: 0 });
  });
});
