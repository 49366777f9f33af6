// s3rver ships no types; the tests and the soak only start and stop it.
declare module "s3rver" {
  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory: string;
    resetOnClose?: boolean;
    configureBuckets?: { name: string }[];
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
    /** The HTTP server `run()` started (the soak cuts its open connections to stop it at once). */
    httpServer?: import("node:http").Server;
  }
}
