// Preloaded into the host by bench/run.ts (`node --import`): answers memory questions over the
// IPC channel, so the bench can report the heap as well as the RSS. Plain JavaScript so the
// host runs without a TypeScript loader and its memory is what production would show.
import v8 from 'node:v8';

const MB = 1024 * 1024;

process.on('message', async (message) => {
  if (!message || message.type !== 'memory') return;
  // Full collections first when asked: the live heap, not the garbage the next GC would take. The
  // second one, a moment later, also counts the array buffers the first one's sweep released.
  if (message.collect && typeof globalThis.gc === 'function') {
    globalThis.gc();
    await new Promise((resolve) => setTimeout(resolve, 500));
    globalThis.gc();
  }
  if (message.heapSnapshot) v8.writeHeapSnapshot(message.heapSnapshot);
  const usage = process.memoryUsage();
  const spaces = Object.fromEntries(v8.getHeapSpaceStatistics().map((space) => [space.space_name, space.space_used_size / MB]));
  process.send?.({
    type: 'memory',
    id: message.id,
    rss: usage.rss / MB,
    heapUsed: usage.heapUsed / MB,
    heapTotal: usage.heapTotal / MB,
    external: usage.external / MB,
    arrayBuffers: usage.arrayBuffers / MB,
    spaces,
  });
});
// The bench may exit without stopping the host first; the host must not outlive a closed channel.
process.on('disconnect', () => process.kill(process.pid, 'SIGTERM'));
