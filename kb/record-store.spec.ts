/** DataScript keeps exactly the records the writes leave: links added, changed and deleted, spaces and properties deleted with their links, theorems. */
import { RecordStore } from './record-store';
import type { CatalogueRecords } from './records';

const records = (): CatalogueRecords => ({
  properties: [
    { id: 1, name: 'Reflexive', field: 'REAL_OR_COMPLEX' },
    { id: 2, name: 'Separable', field: 'REAL' },
  ],
  spaces: [
    { id: 1, symbol: 'A', field: 'REAL' },
    { id: 2, symbol: 'B', field: 'REAL' },
  ],
  links: [
    { spaceId: 1, propertyId: 1, field: 'REAL' },
    { spaceId: 1, propertyId: 2, field: 'NOT_REAL' },
    { spaceId: 2, propertyId: 1, field: 'NOT_REAL' },
  ],
  theorems: [{ id: 7, name: 'T', conditions: [{ propertyId: 1, field: 'REAL' }], conclusions: [{ propertyId: 2, field: 'REAL' }] }],
});

describe('RecordStore', () => {
  const write = (store: RecordStore, change: Parameters<RecordStore['recordTx']>[0]) => store.write(store.recordTx(change, () => []));

  it('adds, changes and deletes links in place', () => {
    const store = RecordStore.build(records(), () => []);
    expect(store.links()).toEqual(['1:1:REAL', '1:2:NOT_REAL', '2:1:NOT_REAL']);
    write(store, { kind: 'link', link: { spaceId: 2, propertyId: 2, field: 'REAL' } });
    write(store, { kind: 'link', link: { spaceId: 1, propertyId: 1, field: 'NOT_REAL' } });
    write(store, { kind: 'linkDeleted', spaceId: 1, propertyId: 2 });
    write(store, { kind: 'linkDeleted', spaceId: 2, propertyId: 9 });
    expect(store.links()).toEqual(['1:1:NOT_REAL', '2:1:NOT_REAL', '2:2:REAL']);
  });

  it('deletes a space or a property with its links, and theorems', () => {
    const store = RecordStore.build(records(), () => []);
    write(store, { kind: 'propertyDeleted', propertyId: 1 });
    expect(store.links()).toEqual(['1:2:NOT_REAL']);
    expect(store.ids('property')).toEqual([2]);
    write(store, { kind: 'spaceDeleted', spaceId: 1 });
    expect(store.links()).toEqual([]);
    expect(store.ids('space')).toEqual([2]);
    write(store, { kind: 'theorem', theorem: { id: 8, name: null, conditions: [], conclusions: [] } });
    write(store, { kind: 'theoremDeleted', theoremId: 7 });
    expect(store.ids('theorem')).toEqual([8]);
  });
});
