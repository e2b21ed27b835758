/**
 * The admin's compute report (spec section 7, Admin): the spec's POST
 * /api/admin/compute, which sends every computation at once, and the paged
 * report the admin page reads (summary, rows, download).
 */
import type { LinkField, Scalar } from './fields';
import type { Computation, Contradiction } from './links';

/** POST /api/admin/compute: every computation of the rebuilt knowledge base, with the names of the spaces and properties. */
export interface ComputeResponse {
  spaces: Array<{ id: number; symbol: string }>;
  properties: Array<{ id: number; name: string }>;
  computations: Computation[];
  contradictions: Contradiction[];
  stats: { closureMs: number; kbBuildMs: number; facts: number; computed: number };
}

/** One computed result with the names an admin reads it by. */
export interface ReportRow {
  id: string;
  spaceId: number;
  space: string;
  propertyId: number;
  property: string;
  field: LinkField;
  theoremId: number;
  theorem: string;
}

export interface ReportCount { id: number; name: string; count: number }

export interface ReportContradiction {
  spaceId: number;
  space: string;
  propertyId: number;
  property: string;
  scalar: Scalar;
  theorems: Array<{ id: number; name: string }>;
}

/**
 * What relations between spaces add to the catalogue's facts: the facts carried from a related space, the facts
 * known only through relations (carried, or derived from carried ones), and the carried facts per theorem along
 * relations (`id` null: isomorphism invariance, which carries every property not of the norm), most first.
 */
export interface RelationalCounts<Entry = { id: number | null; count: number }> { carried: number; decided: number; byTheorem: Entry[] }
export type RelationalSummary = RelationalCounts<{ id: number | null; name: string; count: number }>;

/** GET /api/admin/compute/summary. */
export interface ReportSummary {
  /** Computed results (rows of the table). */
  computations: number;
  spaces: number;
  properties: number;
  theorems: number;
  /** Facts in the closure (stored and computed), and the computed ones. */
  facts: number;
  computed: number;
  /** The last full closure and knowledge-base build, and the time this report took to assemble. */
  closureMs: number;
  kbBuildMs: number;
  reportMs: number;
  contradictions: ReportContradiction[];
  /** Computed results per theorem and per property, most first (only those with any). */
  byTheorem: ReportCount[];
  byProperty: ReportCount[];
  relational: RelationalSummary;
}

/** Text filters (matched in the search normal form) and exact ids; all given ones must hold. */
export interface RowFilter {
  space?: string;
  property?: string;
  theorem?: string;
  spaceId?: number;
  propertyId?: number;
  theoremId?: number;
}

/** GET /api/admin/compute/rows: one page of the filtered rows, and how many the filter keeps. */
export interface ReportPage { total: number; offset: number; limit: number; rows: ReportRow[] }
