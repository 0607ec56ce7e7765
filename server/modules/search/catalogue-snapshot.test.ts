import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.ts';
import { importCatalogue, standardRecord } from '../../test/catalogue-factories.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { createSnapshotHolder, loadSnapshot } from './catalogue-snapshot.ts';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
  await importCatalogue(database, [standardRecord('ISO 1:2020'), standardRecord('ISO 2:2020')]);
});

afterAll(async () => {
  await database.close();
});

describe('the snapshot holder', () => {
  it('loads the catalogue as it is after an import, before a search waits longer than it may', async () => {
    const holder = createSnapshotHolder(database);
    expect((await holder.get()).size).toBe(2);
    await importCatalogue(database, [standardRecord('ISO 3:2020')]);
    expect((await holder.get()).size).toBe(3);
  });

  it('answers over the catalogue in memory while a newer one loads, and with the newer one once it is in; fresh waits for it', async () => {
    // The second load goes on until the test lets it finish.
    let finish = () => undefined as void;
    const held = new Promise<void>((resolve) => (finish = resolve));
    let loads = 0;
    const holder = createSnapshotHolder(database, 50, async (handle, version) => {
      if (++loads === 2) await held;
      return loadSnapshot(handle, version);
    });
    const before = await holder.get();
    await importCatalogue(database, [standardRecord('ISO 4:2020')]);
    expect(await holder.get()).toBe(before);
    const fresh = holder.get(undefined, { fresh: true });
    finish();
    expect((await fresh).size).toBe(before.size + 1);
    expect(await holder.get()).toBe(await fresh);
    expect(loads).toBe(2);
  });

  it('goes on over the newer catalogue when asked for a version it replaced, without loading it again', async () => {
    let loads = 0;
    const holder = createSnapshotHolder(database, 10_000, async (handle, version) => {
      loads++;
      return loadSnapshot(handle, version);
    });
    const older = await holder.get();
    await importCatalogue(database, [standardRecord('ISO 5:2020')]);
    const newer = await holder.get();
    expect(newer.size).toBe(older.size + 1);
    // A caller whose last search read the older version (search.service.ts's assumed context).
    expect(await holder.get(older.version)).toBe(newer);
    expect(await holder.get(newer.version)).toBe(newer);
    expect(loads).toBe(2);
  });
});

