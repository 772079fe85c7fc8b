interface ImportMetaEnv {
  /** Build-time override of the API base, e.g. https://api.example.org/api (default: this origin + /api). */
  readonly VITE_API_BASE_URL?: string;
}
