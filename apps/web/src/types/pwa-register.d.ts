// The part of vite-plugin-pwa's virtual module the entry uses (its own client.d.ts pulls in more types than
// this workspace compiles with).
declare module 'virtual:pwa-register' {
  export interface RegisterSWOptions {
    immediate?: boolean;
  }
  export function registerSW(options?: RegisterSWOptions): (reloadPage?: boolean) => Promise<void>;
}
