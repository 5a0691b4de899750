import {
  pickAgendaItemVersion,
  pickPollVersion,
  pickVersion,
  type CompiledReplay,
  type ReplayChapter,
  type ReplayPost,
  type ReplayResults,
} from '@civic/domain';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { lazy, memo, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { LoadingState } from '@/components/ui/quiet-states';
import { paths } from '@/config/paths';
import { formatDate, formatNumber, formatPercent } from '@/lib/i18n/format';
import { langOf } from '@/lib/i18n/versions';
import {
  chapterIndexAt,
  clockOf,
  countUntil,
  eventTimeOf,
  pollsAt,
  searchReplay,
  videoTimeOf,
  type PollAt,
} from '../lib/replay-time';
import type { ReplayPlayerHandle } from './replay-player';
import { ReplayTimeline } from './replay-timeline';

// Only what plays the video waits for its own chunk (and hls.js, where the browser needs it).
const ReplayPlayer = lazy(() => import('./replay-player').then((module) => ({ default: module.ReplayPlayer })));

/** Posts shown beside the video: the latest this many up to the moment. */
const POSTS_SHOWN = 30;
/** Entries of a word cloud or a scale shown, the most given first. */
const ENTRIES_SHOWN = 8;

type Seek = (t: number) => void;

/** A button that seeks to `t`, labelled by its time and text. */
function SeekButton({
  t,
  seek,
  current,
  children,
}: {
  t: number;
  seek: Seek;
  current?: boolean;
  children: React.ReactNode;
}) {
  return (
    <button type="button" className="replay-seek" aria-current={current || undefined} onClick={() => seek(t)}>
      <time className="replay-seek__time">{clockOf(t)}</time> <span className="replay-seek__text">{children}</span>
    </button>
  );
}

const ChapterList = memo(function ChapterList({
  chapters,
  current,
  chapterTitle,
  seek,
}: {
  chapters: readonly ReplayChapter[];
  current: number;
  chapterTitle: (chapter: ReplayChapter) => string;
  seek: Seek;
}) {
  const { t } = useLingui();
  if (chapters.length === 0) return null;
  return (
    <section className="card stack replay-chapters" aria-labelledby="replay-chapters-title">
      <h2 id="replay-chapters-title">
        <Trans>Agenda</Trans>
      </h2>
      <ol aria-label={t`Chapters`}>
        {chapters.map((chapter, index) => (
          <li key={`${chapter.itemId}-${chapter.startMs}`}>
            <SeekButton t={chapter.startMs} seek={seek} current={index === current}>
              <bdi dir="auto">{chapterTitle(chapter)}</bdi>
            </SeekButton>
          </li>
        ))}
      </ol>
    </section>
  );
});

/** The agenda item under way at the moment, as the room showed it. */
function NowItem({
  chapter,
  number,
  total,
  title,
}: {
  chapter?: ReplayChapter;
  number: number;
  total: number;
  title: string;
}) {
  return (
    <p className="replay-now" aria-live="polite">
      {chapter ? (
        <>
          <strong>
            {number > 0 ? (
              <Trans>
                Now: item {number} of {total}
              </Trans>
            ) : (
              <Trans>Now:</Trans>
            )}
          </strong>{' '}
          <bdi dir="auto">{title}</bdi>
        </>
      ) : (
        <span className="muted">
          <Trans>No agenda item under way at this moment.</Trans>
        </span>
      )}
    </p>
  );
}

/** A poll's results as they stood: each option (or each entry of a word cloud or a scale) with its count. */
function Results({ results, options }: { results: ReplayResults; options: { id: string; label: string }[] }) {
  const rows =
    options.length > 0
      ? options.map((option) => ({ key: option.id, label: option.label, count: results.counts[option.id] ?? 0 }))
      : Object.entries(results.counts)
          .sort(([, a], [, b]) => b - a)
          .slice(0, ENTRIES_SHOWN)
          .map(([key, count]) => ({ key, label: key, count }));
  const total = results.total;
  return (
    <ul className="replay-results">
      {rows.map((row) => {
        const share = total > 0 ? row.count / total : 0;
        const count = formatNumber(row.count);
        const percent = formatPercent(share);
        return (
          <li key={row.key}>
            <span className="replay-results__label">
              <bdi dir="auto">{row.label}</bdi>
              <span className="muted">
                <Trans>
                  {count} ({percent})
                </Trans>
              </span>
            </span>
            <span className="replay-results__bar" style={{ inlineSize: `${share * 100}%` }} aria-hidden="true" />
          </li>
        );
      })}
    </ul>
  );
}

const PollCard = memo(function PollCard({ at, t }: { at: PollAt; t: number }) {
  const { i18n } = useLingui();
  const poll = pickPollVersion(at.poll, i18n.locale);
  const answers = poll.answers
    .slice(
      0,
      countUntil(poll.answers, t, (answer) => answer.t),
    )
    .slice(-5)
    .reverse();
  const total = at.results?.total ?? 0;
  return (
    <article className="card stack replay-poll" aria-label={poll.question}>
      <p className="replay-poll__state">
        <span className={at.live ? 'badge badge--live' : 'badge'}>
          {at.live ? <Trans>On screen</Trans> : at.final ? <Trans>Final results</Trans> : <Trans>Cleared</Trans>}
        </span>{' '}
        {at.results && (
          <span className="muted">
            <Plural value={total} one="# answer" other="# answers" />
          </span>
        )}
      </p>
      <h3 dir="auto" lang={langOf(poll, 'question')}>
        {poll.question}
      </h3>
      {at.results ? (
        <Results results={at.results} options={poll.options} />
      ) : (
        <p className="muted">
          <Trans>The room did not show its results then.</Trans>
        </p>
      )}
      {answers.length > 0 && (
        <ul className="replay-answers">
          {answers.map((answer) => (
            <li key={`${answer.t}-${answer.name}-${answer.text}`}>
              <bdi dir="auto">{answer.name}</bdi>: <bdi dir="auto">{answer.text}</bdi>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
});

const PostList = memo(function PostList({
  posts,
  count,
  seek,
}: {
  posts: readonly ReplayPost[];
  count: number;
  seek: Seek;
}) {
  const { t } = useLingui();
  const shown = posts.slice(Math.max(0, count - POSTS_SHOWN), count).reverse();
  if (shown.length === 0) {
    return (
      <p className="muted">
        <Trans>No comments or questions yet at this moment.</Trans>
      </p>
    );
  }
  return (
    <ol className="replay-posts" aria-label={t`Comments and questions, the latest first`}>
      {shown.map((post) => (
        <li key={post.id} className="replay-post">
          <p className="replay-post__meta">
            <bdi dir="auto" className="replay-post__name">
              {post.name}
            </bdi>{' '}
            {post.kind === 'question' && (
              <span className="badge">
                <Trans>Question</Trans>
              </span>
            )}{' '}
            <button type="button" className="replay-post__time" onClick={() => seek(post.t)}>
              <time>{clockOf(post.t)}</time>
            </button>
          </p>
          <p dir="auto">{post.text}</p>
        </li>
      ))}
    </ol>
  );
});

const Transcript = memo(function Transcript({
  lines,
  current,
  seek,
}: {
  lines: readonly { t: number; text: string }[];
  current: number;
  seek: Seek;
}) {
  const { t } = useLingui();
  const listRef = useRef<HTMLOListElement>(null);
  // Keeps the line being said in view inside the panel, without scrolling the page.
  useEffect(() => {
    const list = listRef.current;
    const line = list?.children[current] as HTMLElement | undefined;
    if (!list || !line) return;
    const top = line.offsetTop - list.offsetTop;
    if (top < list.scrollTop || top + line.offsetHeight > list.scrollTop + list.clientHeight) {
      list.scrollTop = top - list.clientHeight / 3;
    }
  }, [current]);
  return (
    <ol ref={listRef} className="replay-transcript" aria-label={t`Transcript`}>
      {lines.map((line, index) => (
        <li key={`${line.t}-${index}`}>
          <SeekButton t={line.t} seek={seek} current={index === current}>
            {line.text}
          </SeekButton>
        </li>
      ))}
    </ol>
  );
});

function Search({
  transcript,
  chapters,
  chapterTitle,
  seek,
}: {
  transcript: readonly { t: number; text: string }[];
  chapters: readonly ReplayChapter[];
  chapterTitle: (chapter: ReplayChapter) => string;
  seek: Seek;
}) {
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  const matches = useMemo(
    () => searchReplay(transcript, chapters, query, chapterTitle),
    [transcript, chapters, query, chapterTitle],
  );
  const searching = query.trim().length >= 2;
  const count = matches.length;
  return (
    <div className="stack replay-search" role="search">
      <label className="field">
        <span>
          <Trans>Search the transcript and the agenda</Trans>
        </span>
        <input type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
      </label>
      <p className="muted" role="status">
        {searching && <Plural value={count} _0="No matches" one="# match" other="# matches" />}
      </p>
      {count > 0 && (
        <ol className="replay-matches" aria-label={t`Matches`}>
          {matches.map((match, index) => (
            <li key={`${match.kind}-${match.t}-${index}`}>
              <SeekButton t={match.t} seek={seek}>
                {match.kind === 'agenda' && (
                  <>
                    <span className="badge">
                      <Trans>Agenda</Trans>
                    </span>{' '}
                  </>
                )}
                <bdi dir="auto">{match.text}</bdi>
              </SeekButton>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/**
 * A published replay (docs/replays.md, "The pages"): the recording, and beside it the room as it
 * was at the video's time — the agenda item under way, each poll with its results as they stood,
 * the comments and questions that had arrived — with the chapters, a reactions strip on the scrub
 * bar, the transcript and a search. Every state is found again from the moment alone
 * (lib/replay-time.ts), so seeking in either direction, from any control, re-anchors all of it.
 */
export function ReplayView({ replay: written, startMs = 0 }: { replay: CompiledReplay; startMs?: number }) {
  const { t: translate, i18n } = useLingui();
  const reader = i18n.locale;
  const replay = useMemo(() => pickVersion(written, reader), [written, reader]);
  const [t, setT] = useState(() => Math.min(Math.max(startMs, 0), replay.lengthMs));
  const player = useRef<ReplayPlayerHandle | null>(null);

  const seek = useCallback(
    (to: number) => {
      const clamped = Math.min(Math.max(to, 0), replay.lengthMs);
      setT(clamped);
      player.current?.seek(videoTimeOf(replay, clamped) / 1000);
    },
    [replay],
  );
  const onTime = useCallback((videoSeconds: number) => setT(eventTimeOf(replay, videoSeconds * 1000)), [replay]);
  const onHandle = useCallback((handle: ReplayPlayerHandle | null) => {
    player.current = handle;
  }, []);

  const agendaIndex = useMemo(() => new Map(replay.agenda.map((item, index) => [item.id, index])), [replay.agenda]);
  const chapterTitle = useCallback(
    (chapter: ReplayChapter) => {
      const item = replay.agenda[agendaIndex.get(chapter.itemId) ?? -1];
      return item ? pickAgendaItemVersion(item, replay.language, reader).title : chapter.title;
    },
    [replay, agendaIndex, reader],
  );

  const transcript = useMemo(
    () => (replay.transcriptTrack ? (replay.captions[replay.transcriptTrack] ?? []) : []),
    [replay],
  );
  const chapterNow = chapterIndexAt(replay.chapters, t);
  const chapter = replay.chapters[chapterNow];
  const lineNow = countUntil(transcript, t, (line) => line.t) - 1;
  const postsNow = countUntil(replay.posts, t, (post) => post.t);
  const polls = pollsAt(replay.polls, t);
  const date = formatDate(replay.startedAtMs, { dateStyle: 'long' });

  return (
    <div className="stack replay">
      <header className="page-header">
        <div>
          <h1 dir="auto" lang={langOf(replay, 'title')}>
            {replay.title}
          </h1>
          <p className="muted page-header__description">
            <Trans>
              Replay of the event of <time dateTime={new Date(replay.startedAtMs).toISOString()}>{date}</time>.
            </Trans>{' '}
            <Link to={paths.replays}>
              <Trans>All replays</Trans>
            </Link>
          </p>
        </div>
      </header>
      <div className="replay__layout">
        <div className="stack replay__watch">
          <div className="replay__screen">
            <Suspense fallback={<LoadingState label={translate`Loading the player…`} />}>
              <ReplayPlayer
                replay={replay}
                title={replay.title}
                chapterTitle={chapterTitle}
                startSeconds={videoTimeOf(replay, t) / 1000}
                onTime={onTime}
                onHandle={onHandle}
              />
            </Suspense>
          </div>
          <ReplayTimeline
            t={t}
            lengthMs={replay.lengthMs}
            reactions={replay.reactions}
            chapters={replay.chapters}
            seek={seek}
          />
          <NowItem
            chapter={chapter}
            number={chapter ? (agendaIndex.get(chapter.itemId) ?? -1) + 1 : 0}
            total={replay.agenda.length}
            title={chapter ? chapterTitle(chapter) : ''}
          />
          {replay.description && (
            <p className="muted" dir="auto" lang={langOf(replay, 'description')}>
              {replay.description}
            </p>
          )}
          <ChapterList chapters={replay.chapters} current={chapterNow} chapterTitle={chapterTitle} seek={seek} />
        </div>
        <section className="stack replay__room" aria-labelledby="replay-room-title">
          <h2 id="replay-room-title">
            <Trans>The room at this moment</Trans>
          </h2>
          {polls.map((at) => (
            <PollCard key={at.poll.id} at={at} t={t} />
          ))}
          <PostList posts={replay.posts} count={postsNow} seek={seek} />
        </section>
      </div>
      <section className="card stack replay__text" aria-labelledby="replay-transcript-title">
        <h2 id="replay-transcript-title">
          <Trans>Transcript</Trans>
        </h2>
        <Search transcript={transcript} chapters={replay.chapters} chapterTitle={chapterTitle} seek={seek} />
        {transcript.length > 0 ? (
          <Transcript lines={transcript} current={lineNow} seek={seek} />
        ) : (
          <p className="muted">
            <Trans>This event had no captions.</Trans>
          </p>
        )}
      </section>
    </div>
  );
}
