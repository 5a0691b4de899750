/*
 * The pure parts of streaming an export (download-export.ts): counting the rows that arrive and
 * keeping the bytes in the browser's blob store. Unit-tested beside.
 */

/**
 * Counts the CSV records ending in a chunk (rows end in CRLF; line breaks inside quoted cells are
 * a bare LF). `before` is the previous chunk's last byte: a CRLF can straddle two chunks.
 */
export function countRows(chunk: Uint8Array, before = 0): number {
  let rows = 0;
  for (let i = 0; i < chunk.length; i++) if (chunk[i] === 10 && (i > 0 ? chunk[i - 1] : before) === 13) rows++;
  return rows;
}

/** Bytes gathered before they are handed to a Blob (then released from the page's heap). */
const SPILL_BYTES = 1 << 20;

/**
 * Accumulates a streamed file as a list of Blobs of about SPILL_BYTES each. A Blob's bytes live
 * in the browser's blob store (which spills to disk when large), not in the page's JavaScript
 * heap, so the page never holds more than one slice of the export however many rows it has.
 */
export function blobSpiller(type: string) {
  const parts: Blob[] = [];
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;
  const spill = () => {
    if (pending.length === 0) return;
    parts.push(new Blob(pending as BlobPart[]));
    pending = [];
    pendingBytes = 0;
  };
  return {
    add(chunk: Uint8Array) {
      pending.push(chunk);
      pendingBytes += chunk.byteLength;
      if (pendingBytes >= SPILL_BYTES) spill();
    },
    finish(): Blob {
      spill();
      return new Blob(parts, { type });
    },
  };
}
