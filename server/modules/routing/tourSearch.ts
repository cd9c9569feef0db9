// The local search under the single-crew optimiser (tour.ts): a tour as an array with each node's position, changed
// only by 2-opt flips that are journaled so a rejected kick is undone flip by flip, and improved by sequential
// 3-opt moves (2-opt, Or-opt style segment moves and the other 3-opt reconnections) from woken nodes. Pure.

export type Distance = (from: number, to: number) => number;

const EPSILON = 1e-9;

/** A tour being improved: the order, each node's position, and its length kept up to date flip by flip. */
export class TourSearch {
  readonly size: number;
  readonly order: Int32Array;
  readonly position: Int32Array;
  length: number;
  /** The flips since `startJournal`, as pairs of positions: a flip of the same positions undoes it. */
  private journal = new Int32Array(64);
  private journalLength = 0;
  private journaling = false;
  /** Woken nodes in a ring: each at most once, so `size` slots are enough (don't-look bits). */
  private readonly queue: Int32Array;
  private readonly queued: Uint8Array;
  private queueHead = 0;
  private queueCount = 0;

  constructor(
    order: Int32Array,
    private readonly distance: Distance,
    private readonly neighbours: Int32Array[],
    /** `distance` as a size × size matrix, when the caller keeps one. */
    private readonly matrix: Float64Array | null = null,
  ) {
    this.size = order.length;
    this.order = order;
    this.position = new Int32Array(this.size);
    for (let index = 0; index < this.size; index++) this.position[order[index]] = index;
    this.queue = new Int32Array(this.size);
    this.queued = new Uint8Array(this.size);
    let length = 0;
    for (let index = 0; index < this.size; index++) length += distance(order[index], order[(index + 1) % this.size]);
    this.length = length;
  }

  /** The distance from a to b: the search's hot path, so read from the matrix when there is one. */
  private d(a: number, b: number) {
    return this.matrix !== null ? this.matrix[a * this.size + b] : this.distance(a, b);
  }

  next(node: number) {
    const index = this.position[node] + 1;
    return this.order[index === this.size ? 0 : index];
  }

  previous(node: number) {
    const index = this.position[node] - 1;
    return this.order[index < 0 ? this.size - 1 : index];
  }

  /** Whether `b` lies on the way forward from `a` to `c` (ends included). */
  private between(a: number, b: number, c: number) {
    const pa = this.position[a];
    const pb = this.position[b];
    const pc = this.position[c];
    return pa <= pc ? pa <= pb && pb <= pc : pb >= pa || pb <= pc;
  }

  /** Marks a node whose surroundings changed: only woken nodes are looked at again. */
  private wake(node: number) {
    if (this.queued[node]) return;
    this.queued[node] = 1;
    let at = this.queueHead + this.queueCount++;
    if (at >= this.size) at -= this.size;
    this.queue[at] = node;
  }

  wakeAll() {
    for (let index = 0; index < this.size; index++) this.wake(this.order[index]);
  }

  startJournal() {
    this.journaling = true;
    this.journalLength = 0;
  }

  /** Undoes every flip since `startJournal`, last first. The caller restores `length`. */
  undoJournal() {
    this.journaling = false;
    for (let at = this.journalLength - 2; at >= 0; at -= 2) this.reverse(this.journal[at], this.journal[at + 1]);
    this.journalLength = 0;
  }

  /** Reverses positions `from` forward to `to`, or the rest of the tour when that is shorter (the same cycle). */
  private reverse(from: number, to: number) {
    const n = this.size;
    if (this.journaling) {
      if (this.journalLength + 2 > this.journal.length) {
        const grown = new Int32Array(this.journal.length * 2);
        grown.set(this.journal);
        this.journal = grown;
      }
      this.journal[this.journalLength++] = from;
      this.journal[this.journalLength++] = to;
    }
    let inside = to - from + 1;
    if (inside <= 0) inside += n;
    if (inside * 2 > n) {
      const start = to + 1 === n ? 0 : to + 1;
      to = from === 0 ? n - 1 : from - 1;
      from = start;
      inside = n - inside;
    }
    const { order, position } = this;
    for (let swaps = inside >> 1; swaps > 0; swaps--) {
      const a = order[from];
      const b = order[to];
      order[from] = b;
      position[b] = from;
      order[to] = a;
      position[a] = to;
      from = from + 1 === n ? 0 : from + 1;
      to = to === 0 ? n - 1 : to - 1;
    }
  }

  /**
   * The 2-opt flip that takes out the tour edges (a, b) and (c, d) and puts in (a, c) and (b, d): b follows a and d
   * follows c, in one direction of travel or the other.
   */
  private flip(a: number, b: number, c: number, d: number) {
    if (this.next(a) === b) this.reverse(this.position[b], this.position[c]);
    else this.reverse(this.position[a], this.position[d]);
  }

  /**
   * Turns the run t2..t3 (travelling from t1 into t2) into t6..t3 then t2..t5, where t5 is followed by t6 inside it:
   * two neighbouring segments swap places, neither reversed. t1 and t4 are the nodes just outside the run.
   */
  private swapSegments(t1: number, t2: number, t5: number, t6: number, t3: number, t4: number) {
    this.flip(t1, t2, t3, t4);
    this.flip(t1, t3, t6, t5);
    this.flip(t3, t5, t2, t4);
  }

  /**
   * The first improving sequential 3-opt move (2-opt included) that takes out an edge at t1, in either direction of
   * travel: t1-t2 out, t2-t3 in (t3 among t2's neighbours), t3-t4 out, then either t4-t1 in (2-opt) or t4-t5 in
   * (t5 among t4's neighbours), t5-t6 out and t6-t1 in. Applies it and wakes its ends.
   */
  private improveAt(t1: number): boolean {
    for (let direction = 0; direction < 2; direction++) {
      const forward = direction === 0;
      const t2 = forward ? this.next(t1) : this.previous(t1);
      const g0 = this.d(t1, t2);
      const candidates = this.neighbours[t2];
      for (let i = 0; i < candidates.length; i++) {
        const t3 = candidates[i];
        const g1 = g0 - this.d(t2, t3);
        if (g1 <= EPSILON) break;
        const t3Next = forward ? this.next(t3) : this.previous(t3);
        const t3Previous = forward ? this.previous(t3) : this.next(t3);
        if (t3 === t1 || t3Next === t2 || t3Previous === t2) continue;
        // t4 before t3: a 2-opt, or a deeper move from the path t4..t2 t3..t1.
        const pathGain = g1 + this.d(t3, t3Previous);
        const closing = pathGain - this.d(t3Previous, t1);
        if (closing > EPSILON) {
          this.flip(t2, t1, t3, t3Previous);
          this.applied(closing, t1, t2, t3, t3Previous);
          return true;
        }
        if (this.deeper(t1, t2, t3, t3Previous, pathGain, forward, false)) return true;
        // t4 after t3: t2..t3 closes into a loop that the second exchange must open.
        if (t3Next !== t1 && this.deeper(t1, t2, t3, t3Next, g1 + this.d(t3, t3Next), forward, true)) return true;
      }
    }
    return false;
  }

  /** The second exchange from t4, with `g2` gained so far: t4-t5 in, t5-t6 out, t6-t1 in. */
  private deeper(t1: number, t2: number, t3: number, t4: number, g2: number, forward: boolean, loop: boolean) {
    const candidates = this.neighbours[t4];
    for (let j = 0; j < candidates.length; j++) {
      const t5 = candidates[j];
      const g3 = g2 - this.d(t4, t5);
      if (g3 <= EPSILON) break;
      if (t5 === t1 || t5 === t3) continue;
      if (loop ? this.openLoop(t1, t2, t3, t4, t5, g3, forward) : this.extendPath(t1, t2, t3, t4, t5, g3, forward)) return true;
    }
    return false;
  }

  private extendPath(t1: number, t2: number, t3: number, t4: number, t5: number, g3: number, forward: boolean) {
    if (t5 === (forward ? this.previous(t4) : this.next(t4))) return false;
    // On the path from t4, t6 comes just before t5: t4..t2 runs against the direction of travel, t3..t1 with it.
    const inFirstPart = forward ? this.between(t2, t5, t4) : this.between(t4, t5, t2);
    const t6 = inFirstPart === forward ? this.next(t5) : this.previous(t5);
    const gain = g3 + this.d(t5, t6) - this.d(t6, t1);
    if (gain <= EPSILON) return false;
    this.flip(t2, t1, t3, t4);
    this.flip(t4, t1, t5, t6);
    this.applied(gain, t1, t2, t3, t4, t5, t6);
    return true;
  }

  private openLoop(t1: number, t2: number, t3: number, t4: number, t5: number, g3: number, forward: boolean) {
    if (!(forward ? this.between(t2, t5, t3) : this.between(t3, t5, t2))) return false;
    // t6 after t5: the loop's two parts swap places; t6 before t5: each part is reversed where it stands.
    const after = forward ? this.next(t5) : this.previous(t5);
    const swapGain = g3 + this.d(t5, after) - this.d(after, t1);
    if (swapGain > EPSILON) {
      this.swapSegments(t1, t2, t5, after, t3, t4);
      this.applied(swapGain, t1, t2, t3, t4, t5, after);
      return true;
    }
    if (t5 === t2) return false;
    const before = forward ? this.previous(t5) : this.next(t5);
    const reverseGain = g3 + this.d(t5, before) - this.d(before, t1);
    if (reverseGain <= EPSILON) return false;
    this.flip(t1, t2, before, t5);
    this.flip(t2, t5, t3, t4);
    this.applied(reverseGain, t1, t2, t3, t4, t5, before);
    return true;
  }

  private applied(gain: number, ...ends: number[]) {
    this.length -= gain;
    for (const node of ends) this.wake(node);
  }

  /** Improves until no woken node finds an improving move. */
  improve() {
    while (this.queueCount > 0) {
      const node = this.queue[this.queueHead];
      this.queueHead = this.queueHead + 1 === this.size ? 0 : this.queueHead + 1;
      this.queueCount--;
      this.queued[node] = 0;
      if (this.improveAt(node)) this.wake(node);
    }
  }

  /**
   * Double bridge within `window` consecutive positions from `start`: A B C D E becomes A D C B E (cuts at offsets
   * 0 < x < y < z < w < window, each of B, C and D kept in its direction). Four edges change and no sequential 3-opt
   * move undoes it. Wakes the eight nodes at the cuts.
   */
  kick(start: number, x: number, y: number, z: number, w: number) {
    const n = this.size;
    const at = (offset: number) => this.order[(start + offset) % n];
    const ends = [at(x - 1), at(x), at(y - 1), at(y), at(z - 1), at(z), at(w - 1), at(w)];
    const [a, b1, b2, c1, c2, d1, d2, e] = ends;
    this.length +=
      this.d(a, d1) + this.d(d2, c1) + this.d(c2, b1) + this.d(b2, e) - this.d(a, b1) - this.d(b2, c1) - this.d(c2, d1) - this.d(d2, e);
    this.flip(a, b1, d2, e);
    this.flip(a, d2, d1, c2);
    this.flip(d2, c2, c1, b2);
    this.flip(c2, b2, b1, e);
    for (const node of ends) this.wake(node);
  }
}
