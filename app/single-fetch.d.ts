// Single fetch is on (remix.config.js): loader and action types follow its serialisation.
import "@remix-run/node";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}
