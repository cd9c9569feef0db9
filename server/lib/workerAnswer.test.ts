import { describe, expect, it } from 'vitest';
import { oneShotWorkers } from './workerAnswer';

interface Answer {
  threadId: number;
  loadedAt: number;
  echo: unknown;
}

const ask = oneShotWorkers(new URL('./workerAnswer.testWorker.mjs', import.meta.url), { heapMb: 32, seconds: 1 });
const echo = (request: unknown) =>
  ask<Answer, Answer>(
    request,
    (answer) => answer,
    (cause) => new Error('too much', { cause }),
  );

describe('worker threads run to one answer each', () => {
  it('answers each request in a thread of its own, the next one started and waiting before its request comes', async () => {
    const first = await echo('a');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const askedAt = Date.now();
    const second = await echo('b');
    expect([first.echo, second.echo]).toEqual(['a', 'b']);
    expect(second.threadId).not.toBe(first.threadId);
    expect(second.loadedAt).toBeLessThan(askedAt);
    // Two at once: two threads, neither the other's.
    const [third, fourth] = await Promise.all([echo('c'), echo('d')]);
    expect(new Set([first, second, third, fourth].map((answer) => answer.threadId)).size).toBe(4);
  });

  it('stops a thread over its time with the error given, and answers the next request', async () => {
    await expect(echo('spin')).rejects.toThrow('too much');
    expect((await echo('after')).echo).toBe('after');
  });
});
