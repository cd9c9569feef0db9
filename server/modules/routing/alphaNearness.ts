// Candidate lists by alpha-nearness (Helsgaun 2000, after Held and Karp): an edge's alpha is how much longer the
// shortest 1-tree must get to contain it, on distances lifted by node weights (pi) from a short subgradient ascent.
// Optimal tours use edges of small alpha far more often than the nearest ones, so a few alpha-nearest candidates
// guide the tour search better than ten nearest neighbours. Pure; O(n²) time over a distance matrix.

/** Subgradient steps: enough to bring the 1-tree near a tour's shape on the instances a crew's day or TSPLIB has. */
const ASCENT_STEPS = 30;

interface OneTree {
  parent: Int32Array;
  /** Nodes in the order Prim's algorithm took them (a parent before its children); node 0 is outside the tree. */
  order: Int32Array;
  degree: Int32Array;
  length: number;
  /** Node 0's second-nearest cost: the price of any other edge at node 0. */
  second: number;
}

/** The minimum 1-tree on costs matrix + pi: a spanning tree of nodes 1..n-1 and node 0's two cheapest edges. */
function oneTree(size: number, matrix: Float64Array, pi: Float64Array): OneTree {
  const parent = new Int32Array(size).fill(-1);
  const order = new Int32Array(size - 1);
  const degree = new Int32Array(size);
  const key = new Float64Array(size).fill(Infinity);
  const inTree = new Uint8Array(size);
  // Nodes not yet in the tree, in node order: one pass a step both updates their keys and finds the next node (the
  // lowest-numbered of the cheapest), and drops the node the tree took last, so the row is read in order (cache).
  const remaining = Int32Array.from({ length: Math.max(0, size - 1) }, (_, index) => index + 1);
  let count = remaining.length;
  let length = 0;
  let node = 1;
  let best = 0;
  for (let taken = 0; taken < size - 1; taken++) {
    inTree[node] = 1;
    order[taken] = node;
    if (parent[node] >= 0) {
      length += best;
      degree[node]++;
      degree[parent[node]]++;
    }
    const row = node * size;
    const piNode = pi[node];
    let nextNode = -1;
    let nextBest = Infinity;
    let kept = 0;
    for (let at = 0; at < count; at++) {
      const other = remaining[at];
      if (other === node) continue;
      remaining[kept++] = other;
      const cost = matrix[row + other] + piNode + pi[other];
      let value = key[other];
      if (cost < value) {
        key[other] = cost;
        parent[other] = node;
        value = cost;
      }
      if (value < nextBest) {
        nextBest = value;
        nextNode = other;
      }
    }
    count = kept;
    if (nextNode < 0) break;
    node = nextNode;
    best = nextBest;
  }
  let first = Infinity;
  let second = Infinity;
  let firstNode = -1;
  let secondNode = -1;
  for (let other = 1; other < size; other++) {
    const cost = matrix[other] + pi[0] + pi[other];
    if (cost < first) {
      second = first;
      secondNode = firstNode;
      first = cost;
      firstNode = other;
    } else if (cost < second) {
      second = cost;
      secondNode = other;
    }
  }
  degree[0] = 2;
  degree[firstNode]++;
  degree[secondNode]++;
  return { parent, order, degree, length: length + first + second, second };
}

/** Node weights from a short subgradient ascent on the 1-tree bound (steps halve when the bound stops rising). */
function ascent(size: number, matrix: Float64Array): Float64Array {
  const pi = new Float64Array(size);
  const best = new Float64Array(size);
  let bestBound = -Infinity;
  let tree = oneTree(size, matrix, pi);
  let previous = tree.degree;
  let step = tree.length / size / 10;
  for (let iteration = 0; iteration < ASCENT_STEPS && step > 1e-9; iteration++) {
    let piSum = 0;
    for (let node = 0; node < size; node++) piSum += pi[node];
    const bound = tree.length - 2 * piSum;
    let isTour = true;
    for (let node = 0; node < size; node++) if (tree.degree[node] !== 2) isTour = false;
    if (bound > bestBound) {
      bestBound = bound;
      best.set(pi);
    } else step /= 2;
    if (isTour) break;
    for (let node = 0; node < size; node++) {
      const slack = tree.degree[node] - 2;
      pi[node] += step * (0.7 * slack + 0.3 * (previous[node] - 2));
    }
    previous = tree.degree;
    tree = oneTree(size, matrix, pi);
  }
  return best;
}

/** Each node's `count` alpha-nearest others (ties by distance), alpha measured on the ascent's 1-tree. */
export function alphaNeighbourLists(size: number, matrix: Float64Array, count: number): Int32Array[] {
  const pi = ascent(size, matrix);
  const tree = oneTree(size, matrix, pi);
  const cost = (a: number, b: number) => matrix[a * size + b] + pi[a] + pi[b];
  const k = Math.min(count, size - 1);
  const beta = new Float64Array(size);
  const mark = new Int32Array(size);
  const lists: Int32Array[] = [];
  const nearest = new Int32Array(k);
  const nearestAlpha = new Float64Array(k);
  const nearestDistance = new Float64Array(k);
  for (let from = 0; from < size; from++) {
    let filled = 0;
    const consider = (to: number, alpha: number) => {
      const distance = matrix[from * size + to];
      if (filled === k && (alpha > nearestAlpha[k - 1] || (alpha === nearestAlpha[k - 1] && distance >= nearestDistance[k - 1]))) return;
      let at = filled < k ? filled++ : k - 1;
      while (at > 0 && (nearestAlpha[at - 1] > alpha || (nearestAlpha[at - 1] === alpha && nearestDistance[at - 1] > distance))) {
        nearest[at] = nearest[at - 1];
        nearestAlpha[at] = nearestAlpha[at - 1];
        nearestDistance[at] = nearestDistance[at - 1];
        at--;
      }
      nearest[at] = to;
      nearestAlpha[at] = alpha;
      nearestDistance[at] = distance;
    };
    if (from === 0) {
      for (let to = 1; to < size; to++) consider(to, Math.max(0, cost(0, to) - tree.second));
    } else {
      // beta[to]: the longest tree edge on the path from `from` to `to`; marked nodes lie on from's path to the root.
      beta[from] = -Infinity;
      mark[from] = from + 1;
      for (let node = from; tree.parent[node] >= 0; node = tree.parent[node]) {
        const up = tree.parent[node];
        beta[up] = Math.max(beta[node], cost(node, up));
        mark[up] = from + 1;
      }
      for (let at = 0; at < tree.order.length; at++) {
        const node = tree.order[at];
        if (mark[node] !== from + 1) beta[node] = Math.max(beta[tree.parent[node]], cost(node, tree.parent[node]));
      }
      consider(0, Math.max(0, cost(from, 0) - tree.second));
      for (let to = 1; to < size; to++) {
        if (to === from) continue;
        const isTreeEdge = tree.parent[to] === from || tree.parent[from] === to;
        consider(to, isTreeEdge ? 0 : Math.max(0, cost(from, to) - beta[to]));
      }
    }
    lists.push(nearest.slice(0, filled));
  }
  return lists;
}
