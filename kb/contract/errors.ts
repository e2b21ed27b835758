/** Every error the API answers (400, 401, 403, 404, 409, 413, 429, …): {"errors": {key: message}}. */
export type FieldErrors = Record<string, string>;

export interface ErrorBody { errors: FieldErrors }

/** 409 to an edit or a delete whose loaded version is stale: the item as its GET shows it now (null when it is gone). */
export interface ConflictBody<T = unknown> extends ErrorBody { current: T | null }
