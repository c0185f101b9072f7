// The part of s3rver (an S3-compatible server for tests, published without types) the image store's tests use.
declare module 's3rver' {
  class S3rver {
    constructor(options: {
      port: number;
      address: string;
      silent: boolean;
      directory: string;
      configureBuckets?: { name: string }[];
    });
    /** Listens; answers where. */
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
  export = S3rver;
}
