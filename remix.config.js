/** Remix's classic compiler: ESM, and every v3 future flag on. */
export default {
  ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}"],
  serverModuleFormat: "esm",
  serverPlatform: "node",
  tailwind: true,
  postcss: true,
  // The server bundle keeps node_modules external except packages Node's ESM loader can't
  // resolve: @stripe/stripe-js/pure is a directory import.
  serverDependenciesToBundle: [/^@stripe\/stripe-js/],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    v3_lazyRouteDiscovery: true,
  },
};
