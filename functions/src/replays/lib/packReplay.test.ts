/**
 * The size of a big replay (docs/replays.md, "Size"): a synthetic two-hour event with 5 000 posts,
 * captions in two languages, ten polls and a word cloud, reactions all along. Prints the compile
 * time and the file's bytes (never asserted as timing); asserts only that the stored file needs
 * few parts, so a viewer on a cold instance costs at most 5 reads (the replay document and its
 * parts), the goal.
 */
import { compileReplay, REPLAY_LIMITS, type ReplaySources } from '@civic/domain';
import { describe, expect, it } from 'vitest';
import { packReplay, unpackReplay } from './packReplay.js';

const LIVE = 1_800_000_000_000;
const LENGTH = 2 * 3_600_000;
const WORDS = 'the budget parking bridge library park meters school bus lane council vote tax street water'.split(' ');

/** A sentence of `n` words from a fixed pseudo-random sequence (the same file every run). */
let seed = 7;
const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648);
const sentence = (n: number) => Array.from({ length: n }, () => WORDS[next() % WORDS.length]).join(' ');

function bigEvent(): ReplaySources {
  const at = (i: number, of: number) => LIVE + Math.floor((i / of) * LENGTH);
  return {
    event: {
      id: 'big',
      title: 'Budget town hall',
      description: sentence(40),
      language: 'en',
      agenda: Array.from({ length: 10 }, (_, i) => ({
        id: `item-${i}`,
        title: `Item ${i + 1}: ${sentence(4)}`,
        description: sentence(20),
      })),
      wentLiveAtMs: LIVE,
      endedAtMs: LIVE + LENGTH,
    },
    recording: { kind: 'hls', url: 'https://cdn.example.org/big/vod.m3u8', offsetMs: 30_000 },
    timeline: [
      ...Array.from({ length: 10 }, (_, i) => ({
        kind: 'agenda' as const,
        itemId: `item-${i}`,
        title: `Item ${i + 1}`,
        atMs: at(i, 10),
      })),
      ...Array.from({ length: 11 }, (_, i) => ({
        kind: 'poll' as const,
        pollId: `poll-${i}`,
        atMs: at(i, 11) + 60_000,
      })),
      ...Array.from({ length: LENGTH / REPLAY_LIMITS.reactionBucketMs }, (_, i) => ({
        kind: 'reactions' as const,
        totals: { clap: i * 7, heart: i * 3 },
        atMs: LIVE + i * REPLAY_LIMITS.reactionBucketMs + 5_000,
      })),
    ],
    comments: Array.from({ length: 5_000 }, (_, i) => ({
      id: `comment-${String(i).padStart(5, '0')}xxxxxxxx`,
      kind: i % 5 === 0 ? ('question' as const) : ('comment' as const),
      authorName: `Resident ${i % 800}`,
      text: sentence(5 + (next() % 25)),
      status: i % 50 === 0 ? ('hidden' as const) : ('visible' as const),
      createdAtMs: at(i, 5_000),
      answered: i % 10 === 0,
      upvotes: i % 5 === 0 ? next() % 40 : 0,
    })),
    captions: ['en', 'es'].flatMap((track) =>
      Array.from({ length: 1_800 }, (_, i) => ({
        track,
        text: sentence(12),
        sentAtMs: at(i, 1_800),
        withdrawn: false,
      })),
    ),
    polls: Array.from({ length: 11 }, (_, i) => ({
      id: `poll-${i}`,
      kind: i === 10 ? ('wordCloud' as const) : ('poll' as const),
      question: sentence(8),
      description: '',
      options: i === 10 ? [] : Array.from({ length: 4 }, (_, o) => ({ id: `o${o}`, label: sentence(3) })),
      settings: i === 10 ? { kind: 'wordCloud' as const, maxEntries: 3 } : null,
      resultsVisibility: 'live' as const,
      closesAtMs: at(i, 11) + 10 * 60_000,
      votes:
        i === 10
          ? []
          : Array.from({ length: 1_000 }, (_, v) => ({ optionId: `o${v % 4}`, atMs: at(i, 11) + 60_000 + v * 300 })),
      responses:
        i === 10
          ? Array.from({ length: 1_000 }, (_, v) => ({
              answer: { kind: 'wordCloud' as const, entries: [WORDS[v % WORDS.length]!] },
              forms: [WORDS[v % WORDS.length]!],
              status: 'accepted' as const,
              authorName: `Resident ${v}`,
              createdAtMs: at(i, 11) + 60_000 + v * 300,
            }))
          : [],
      hiddenForms: [],
    })),
    nowMs: LIVE + LENGTH + 60_000,
  };
}

describe('a two-hour event with 5 000 posts', () => {
  it('compiles into one file stored in few parts (numbers printed)', () => {
    const sources = bigEvent();
    const started = performance.now();
    const file = compileReplay(sources);
    const compiledMs = performance.now() - started;
    const { json, parts } = packReplay(file);
    const packedMs = performance.now() - started;
    const gzipBytes = parts.reduce((sum, part) => sum + part.length, 0);
    console.log(
      `replay of a 2 h event, ${file.posts.length} posts shown (of 5 000), ${file.captions.en!.length * 2} caption lines, ` +
        `${file.polls.length} polls: compile ${compiledMs.toFixed(0)} ms, with gzip ${packedMs.toFixed(0)} ms; ` +
        `${json.length} bytes JSON, ${gzipBytes} bytes gzip, ${parts.length} part(s)`,
    );
    expect(file.posts).toHaveLength(4_900);
    expect(parts.length).toBeLessThanOrEqual(4);
    expect(unpackReplay(Buffer.concat(parts))).toEqual(JSON.parse(JSON.stringify(file)));
  });
});
