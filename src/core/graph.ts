/**
 * Undirected graphs built from edge lists (site graphs, road networks): neighbours, connectivity
 * and connected groups. Plain data; node ids are strings.
 */

/** An undirected graph: its nodes in a stable order and each node's sorted neighbour list. */
export interface Graph {
  readonly nodes: readonly string[];
  readonly adjacency: Readonly<Record<string, readonly string[]>>;
}

/**
 * Build a graph from an edge list. `nodes`, if given, fixes the node order and admits isolated nodes;
 * an edge naming a node outside `nodes` throws `RangeError` (callers turn it into `BAD_CONFIG`).
 * Self-loops are ignored; repeated edges count once.
 */
export function graphFromEdges(edges: readonly (readonly [string, string])[], nodes?: readonly string[]): Graph {
  const order: string[] = nodes ? [...nodes] : [];
  const adj = new Map<string, Set<string>>();
  for (const n of order) adj.set(n, new Set());
  for (const [a, b] of edges) {
    for (const n of [a, b]) {
      if (!adj.has(n)) {
        if (nodes) throw new RangeError(`edge ${a}-${b} names unknown node ${n}`);
        adj.set(n, new Set());
        order.push(n);
      }
    }
    if (a !== b) {
      adj.get(a)!.add(b);
      adj.get(b)!.add(a);
    }
  }
  const adjacency: Record<string, string[]> = Object.create(null) as Record<string, string[]>;
  for (const n of order) adjacency[n] = [...adj.get(n)!].sort();
  return { nodes: order, adjacency };
}

/** The neighbours of `node` (empty for an unknown node). */
export function graphNeighbours(graph: Graph, node: string): readonly string[] {
  return Object.prototype.hasOwnProperty.call(graph.adjacency, node) ? graph.adjacency[node]! : [];
}

/**
 * Connected groups of the nodes for which `member` is true (paths through member nodes only), in node
 * order of their first node. The groups partition the member nodes.
 */
export function graphGroups(graph: Graph, member: (node: string) => boolean = () => true): string[][] {
  const seen = new Set<string>();
  const out: string[][] = [];
  for (const start of graph.nodes) {
    if (seen.has(start) || !member(start)) continue;
    seen.add(start);
    const group = [start];
    for (let i = 0; i < group.length; i++) {
      for (const n of graphNeighbours(graph, group[i]!)) {
        if (!seen.has(n) && member(n)) {
          seen.add(n);
          group.push(n);
        }
      }
    }
    out.push(group);
  }
  return out;
}

/** True if every node is reachable from every other (an empty graph is connected). */
export function isConnected(graph: Graph): boolean {
  return graphGroups(graph).length <= 1;
}
