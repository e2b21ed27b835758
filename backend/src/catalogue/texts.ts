/** Optional texts are stored as '' when absent (the export writes "" for an empty text). */
export function optionalText(value: string | null | undefined): string {
  return value ?? '';
}
