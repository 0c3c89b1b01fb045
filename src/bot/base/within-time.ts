/**
 * `work`'s result, or — when `ms` pass first — what `late()` returns or throws. The timer is cleared either way, so
 * a finished race keeps no timer alive (a process could not exit on time otherwise). `work` itself is not stopped.
 */
export async function withinTime<T, L>(work: Promise<T>, ms: number, late: () => L): Promise<T | L> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<L>((resolve, reject) => {
    timer = setTimeout(() => {
      try {
        resolve(late());
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    }, Math.max(0, ms));
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
