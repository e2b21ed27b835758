/**
 * Where the home page points: the contact address for contributors, the source
 * repositories and the product plan. Set at build time (VITE_CONTACT_EMAIL,
 * VITE_SOURCE_URL, VITE_PLAN_URL) so a deployment names its own.
 */
export const CONTACT_EMAIL: string = import.meta.env.VITE_CONTACT_EMAIL ?? 'catalogue@banach-catalogue.org';
export const SOURCE_REPOSITORIES: { label: string; url: string }[] = [
  { label: 'the source code', url: import.meta.env.VITE_SOURCE_URL ?? 'https://github.com/banach-catalogue/banach-catalogue' },
];
export const PRODUCT_PLAN_URL: string =
  import.meta.env.VITE_PLAN_URL ?? 'https://github.com/banach-catalogue/banach-catalogue/blob/main/README.md';
