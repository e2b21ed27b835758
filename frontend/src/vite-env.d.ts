/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_CONTACT_EMAIL?: string;
  readonly VITE_SOURCE_URL?: string;
  readonly VITE_PLAN_URL?: string;
}
