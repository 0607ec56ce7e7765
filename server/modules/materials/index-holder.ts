/*
 * Keeps an in-memory search index in step with its table: every search reads the table's version
 * (an index probe of its latest write and highest id), so a write by another process is seen by the
 * next search; one reload serves every search that was waiting for it.
 */
export function createIndexHolder<Index>(readVersion: () => Promise<string>, load: () => Promise<Index>) {
  let current: { version: string; index: Index } | null = null;
  let loading: Promise<{ version: string; index: Index }> | null = null;

  return {
    async get(): Promise<Index> {
      for (;;) {
        const version = await readVersion();
        if (current?.version === version) return current.index;
        loading ??= load()
          .then((index) => ({ version, index }))
          .finally(() => {
            loading = null;
          });
        const loaded = await loading;
        current = loaded;
        if (loaded.version === version) return loaded.index;
      }
    },
  };
}
