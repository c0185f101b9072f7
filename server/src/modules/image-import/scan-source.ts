import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileSha256 } from './file-checksum';
import { listScanFiles } from './walk-folder';

/*
 * Where the import reads a county's scans from: a folder on disk, or a bucket of S3-compatible object storage
 * (bucket-source.ts). Files are named by their path under the folder (or the key under the bucket's prefix) with
 * forward slashes, which image_import_files and page_files keep; hidden files and folders (a leading dot) are
 * skipped.
 */

export interface ScanSource {
  /** `folder <path>` or `s3 bucket <name> ...`, for the import's first line. */
  readonly description: string;
  /** Every scan's name, sorted. */
  list(): Promise<string[]>;
  /** A scan's SHA-256 (hex). */
  sha256(name: string): Promise<string>;
  /** A scan's bytes. */
  read(name: string): Promise<Buffer>;
}

/** The scans under a folder on disk. */
export class FolderSource implements ScanSource {
  readonly description: string;

  constructor(private readonly root: string) {
    this.description = `folder ${root}`;
  }

  private file(name: string): string {
    return path.join(this.root, ...name.split('/'));
  }

  list(): Promise<string[]> {
    return listScanFiles(this.root);
  }

  sha256(name: string): Promise<string> {
    return fileSha256(this.file(name));
  }

  read(name: string): Promise<Buffer> {
    return readFile(this.file(name));
  }
}
