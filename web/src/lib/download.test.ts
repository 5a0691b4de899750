import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadText } from './download';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

// jsdom's Blob has no text(); FileReader reads it.
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

describe('downloadText', () => {
  it('clicks a link to a blob of the text under the file name, then releases the URL', async () => {
    vi.useFakeTimers();
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => (blobs.push(blob), 'blob:csv'));
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('ad-polls.csv');
      expect(this.href).toBe('blob:csv');
    });
    downloadText('ad-polls.csv', 'a,b\n1,2\n');
    expect(click).toHaveBeenCalledOnce();
    expect(blobs[0]!.type).toBe('text/csv;charset=utf-8');
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:csv');
    vi.useRealTimers();
    expect(await readText(blobs[0]!)).toBe('a,b\n1,2\n');
  });
});
