/** A value loaded per catalogue version (see CatalogueTexts). */

/**
 * A value loaded for one catalogue version. The version is read before the
 * load, so a write landing during the load leaves the value marked with the
 * older version (made again on the next read), never a stale value under the new one.
 */
export class StampedCache<T> {
  private entry: { stamp: number; value: Promise<T> } | null = null;

  get(stamp: number, load: () => Promise<T>): Promise<T> {
    if (this.entry?.stamp !== stamp) {
      const value = load();
      this.entry = { stamp, value };
      // A failed load is not kept.
      value.catch(() => {
        if (this.entry?.value === value) this.entry = null;
      });
    }
    return this.entry.value;
  }
}
