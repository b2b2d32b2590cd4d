/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_GATEWAY_URL?: string;
  readonly VITE_MERCHANT?: string;
  readonly VITE_ENCRYPTION?: 'v2' | 'legacy';
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
