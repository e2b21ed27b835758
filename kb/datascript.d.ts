/** The part of DataScript's JavaScript API the knowledge base uses (the package ships no types). */
declare module 'datascript' {
  export type Db = { readonly __db: unique symbol };
  export type Conn = { readonly __conn: unique symbol };
  export interface Datom { e: number; a: string; v: unknown; tx: number; added: boolean }
  export type Schema = Record<string, Record<string, string | boolean>>;
  export type TxData = (Record<string, unknown> | unknown[])[];
  export function empty_db(schema?: Schema): Db;
  export function init_db(datoms: [number, string, unknown][], schema?: Schema): Db;
  /** DataScript's serializable form of a database (see record-datoms.ts); `from_serializable` reads it back. */
  export function serializable(db: Db): unknown;
  export function from_serializable(serialized: unknown): Db;
  export function conn_from_db(db: Db): Conn;
  export function db(conn: Conn): Db;
  export interface TxReport { tempids: Record<string, number>; tx_data: Datom[] }
  export function transact(conn: Conn, tx: TxData): TxReport;
  export function datoms(db: Db, index: ':eavt' | ':aevt' | ':avet', ...components: unknown[]): Datom[];
  export function index_range(db: Db, attribute: string, start: unknown, end: unknown): Datom[];
  export function q(query: string, db: Db, ...inputs: unknown[]): unknown;
  export function pull(db: Db, pattern: string, eid: number | [string, unknown]): Record<string, unknown> | null;
}
